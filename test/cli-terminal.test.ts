// `run -` and `repair -` at a terminal (a real pseudo-terminal from util-linux's `script`): they
// say how to end the input instead of waiting without a word; `plan` and `repair` show a progress
// bar of their search there. From a pipe they say nothing of this.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, ROOT } from './support/spawned-cli.ts';

const SCRIPT = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;
const NOTE = 'reading the network from the terminal: type or paste it, then Ctrl-D on a line of its own (Ctrl-C stops)';

/** The command on a pseudo-terminal that can redraw a line (whatever TERM the tests run under), fed
 * `input` (Ctrl-D is \x04): everything the terminal shows. */
const atTerminal = (args: string, input: string) =>
  spawnSync('script', ['-qec', `${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} ${args}`, '/dev/null'], { cwd: ROOT, input, encoding: 'utf8', timeout: 60_000, env: { ...process.env, TERM: 'xterm' } });

describe.skipIf(!SCRIPT)('standard input at a terminal', () => {
  it('run - and repair - say how to end the input, then do their work', () => {
    const ran = atTerminal('run -', '(get-kitchen ?k)\n\x04');
    expect(ran.stdout).toContain(NOTE);
    expect(ran.stdout).toContain('1 recipe: 1 ran, 0 unexecutable, 0 errors');
    const repaired = atTerminal('repair - --budget-seconds 2', '(get-kitchen ?k)\n\x04');
    expect(repaired.stdout).toContain(NOTE);
    expect(repaired.stdout).toContain('-: ok, nothing to repair');
  });

  it('plan and repair show the progress of their search, cleared before the report', () => {
    const planned = atTerminal('plan almond-crescent-cookies --max-nodes 3', '');
    expect(planned.stdout).toMatch(/planning almond-crescent-cookies \[[=-]+\] \d+\/3 nodes/);
    expect(planned.stdout).toMatch(/\x1b\[2K(\x1b\[\?25h)?almond-crescent-cookies \(visible\): /);
    const broken = join(mkdtempSync(join(tmpdir(), 'irl-terminal-')), 'broken.solution');
    writeFileSync(broken, '#one\n(get-kitchen ?kitchen)\n(beat ?beaten ?ks-2 ?ks-broken ?bowl ?whisk)\n#two\n(get-kitchen ?kitchen)\n');
    const repaired = atTerminal(`repair ${broken} --max-nodes 50`, '');
    expect(repaired.stdout).toMatch(/repairing #one \(1\/2\) \[[=-]+\] \d+\/50 networks tried/);
    expect(repaired.stdout).toContain('#two: ok, nothing to repair');
  });

  it('from a pipe, nothing is said', () => {
    const r = spawnSync(process.execPath, [BIN, 'run', '-'], { cwd: ROOT, input: '(get-kitchen ?k)\n', encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(0);
    expect(r.stderr).not.toContain('reading the network');
    const planned = spawnSync(process.execPath, [BIN, 'plan', 'almond-crescent-cookies', '--max-nodes', '3'], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(planned.stdout).toContain('almond-crescent-cookies (visible)');
    expect(planned.stderr).toBe('');
  });
});
