// docs/TROUBLESHOOTING.md's section on the first mistakes in a network of one's own: each command
// it shows prints what the page shows, with the exit status its comment gives.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, ROOT } from './support/spawned-cli.ts';

const HEADING = '## A network of your own: the usual first mistakes';

/** The `sh` blocks of the section with the output block after each: [command, exit status, output]. */
function shownCommands(): [string, number, string][] {
  const page = readFileSync(join(ROOT, 'docs/TROUBLESHOOTING.md'), 'utf8');
  const start = page.indexOf(HEADING);
  expect(start, `docs/TROUBLESHOOTING.md has no section "${HEADING}"`).toBeGreaterThanOrEqual(0);
  const end = page.indexOf('\n## ', start + HEADING.length);
  const section = page.slice(start, end < 0 ? undefined : end);
  const pairs = [...section.matchAll(/```sh\n(.*)\n```\n\n```\n([\s\S]*?)```/g)];
  return pairs.map(([, line, output]) => {
    const status = /# exit status (\d)/.exec(line);
    return [line.replace(/\s+#.*$/, ''), status ? Number(status[1]) : 0, output];
  });
}

describe('TROUBLESHOOTING: the usual first mistakes', () => {
  const commands = shownCommands();

  it('shows both example networks, each with its output', () => {
    expect(commands.map(([line]) => line)).toEqual([
      'npx irl-kitchen run examples/tutorial/first-mistakes.solution',
      'npx irl-kitchen run examples/tutorial/not-stocked.solution',
    ]);
  });

  it.each(commands)('%s prints what the page shows', (line, status, shown) => {
    const args = line.replace(/^npx irl-kitchen /, '').split(' ');
    const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
    // the report on standard output, the summary line on standard error
    expect(r.stdout + r.stderr).toBe(shown);
    expect(r.status).toBe(status);
  });

  it('every mistake of first-mistakes.solution is reported at its own line, none hidden by another', () => {
    const file = readFileSync(join(ROOT, 'examples/tutorial/first-mistakes.solution'), 'utf8').split('\n');
    const [, , shown] = commands[0];
    const reported = [...shown.matchAll(/first-mistakes\.solution:(\d+):\d+: error/g)].map((m) => Number(m[1]));
    // the lines after get-kitchen that hold a mistake: all but the transfer, which is right
    const expected = file.flatMap((text, i) => (text.startsWith('(') && !/^\((get-kitchen|transfer-contents) /.test(text) ? [i + 1] : []));
    expect(reported).toEqual(expected);
  });

  it('a line that cannot be read is reported alone, at the end of the last line, as the page says', () => {
    const dir = mkdtempSync(join(tmpdir(), 'firsthour-paren-'));
    try {
      const text = readFileSync(join(ROOT, 'examples/tutorial/first-mistakes.solution'), 'utf8').replace(/\)\n$/, '');
      const lines = text.split('\n');
      writeFileSync(join(dir, 'unclosed.solution'), text);
      const r = spawnSync(process.execPath, [BIN, 'run', 'unclosed.solution'], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
      expect(r.stdout).toBe(`unclosed.solution #easy-cherry-tomato-corn-salad: error\n  unclosed.solution:${lines.length}:${lines.at(-1)!.length + 1}: error E_SYNTAX: expected ")"; the "(" at column 1 is never closed: add ")" at the end of the line\n`);
      expect(r.status).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
