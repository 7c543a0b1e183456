// `run -` and `repair -` at a terminal (a real pseudo-terminal from util-linux's `script`): they
// say how to end the input instead of waiting without a word; from a pipe they say nothing.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const BIN = join(ROOT, 'bin/irl-kitchen.js');
const SCRIPT = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;
const NOTE = 'reading the network from the terminal: type or paste it, then Ctrl-D on a line of its own (Ctrl-C stops)';

/** The command on a pseudo-terminal, fed `input` (Ctrl-D is \x04): everything the terminal shows. */
const atTerminal = (args: string, input: string) =>
  spawnSync('script', ['-qec', `${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} ${args}`, '/dev/null'], { cwd: ROOT, input, encoding: 'utf8', timeout: 60_000 });

describe.skipIf(!SCRIPT)('standard input at a terminal', () => {
  it('run - and repair - say how to end the input, then do their work', () => {
    const ran = atTerminal('run -', '(get-kitchen ?k)\n\x04');
    expect(ran.stdout).toContain(NOTE);
    expect(ran.stdout).toContain('1 recipe: 1 ran, 0 unexecutable, 0 errors');
    const repaired = atTerminal('repair - --budget-seconds 2', '(get-kitchen ?k)\n\x04');
    expect(repaired.stdout).toContain(NOTE);
    expect(repaired.stdout).toContain('-: ok, nothing to repair');
  });

  it('from a pipe, nothing is said', () => {
    const r = spawnSync(process.execPath, [BIN, 'run', '-'], { cwd: ROOT, input: '(get-kitchen ?k)\n', encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(0);
    expect(r.stderr).not.toContain('reading the network');
  });
});
