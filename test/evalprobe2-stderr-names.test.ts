// The line naming a recipe above its messages on stderr shows the file name and recipe id as
// given: an escape sequence in either (a file name can hold one) is shown escaped, as the
// messages under it are, instead of reaching the terminal.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './support/cli.ts';

describe('evaluate: the stderr line naming a recipe', () => {
  it('escapes control characters of the file name and the id', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'irl-evalprobe2-'));
    const input = join(dir, 'red\x1b[31m.solution');
    writeFileSync(input, '#x\x1b[2Jy\n(get-kitchen ?k)\n');
    const r = await runCli(['evaluate', '--input', input, '--output', join(dir, 'out.csv')]);
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).not.toContain('\x1b');
    expect(r.err.some((l) => l.startsWith(`${join(dir, 'red\\u{1b}[31m.solution')}:`))).toBe(true);
  });
});
