// `view --max-evaluations` / `--max-seconds`: the bounds of the page's execution search, which the
// E_SEARCH_BUDGET hint shown on a page tells the user to raise.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './support/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'irl-view-bounds-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('view takes the search bounds', () => {
  it('a page searched with 3 evaluations shows the bound given up on; the default bound runs the network', async () => {
    const bounded = await runCli(['view', 'afghan-biscuits', '--max-evaluations', '3', '--output', join(dir, 'bounded.html')]);
    expect(bounded.code).toBe(1);
    expect(readFileSync(join(dir, 'bounded.html'), 'utf8')).toContain('gave up after 3 action evaluations');
    const plain = await runCli(['view', 'afghan-biscuits', '--output', join(dir, 'plain.html')]);
    expect(plain.code).toBe(0);
    expect(readFileSync(join(dir, 'plain.html'), 'utf8')).not.toContain('E_SEARCH_BUDGET');
  });

  it('lists them in its help and refuses a bound that is no positive number', async () => {
    const help = await runCli(['view', '--help']);
    expect(help.out).toMatch(/--max-seconds <s>/);
    expect(help.out).toMatch(/--max-evaluations <n>/);
    const zero = await runCli(['view', 'afghan-biscuits', '--max-seconds', '0', '--output', join(dir, 'zero.html')]);
    expect(zero.code).toBe(2);
    expect(zero.err.join('\n')).toContain('--max-seconds must be a positive number of seconds');
  });
});
