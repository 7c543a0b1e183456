// The help of the commands a newcomer meets first says what they do: every command that looks a
// name up in the corpus says so, and no help denies it; evaluate --show names where its pages go.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, ROOT } from './support/spawned-cli.ts';

const cli = (args: string[]) => {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
/** A help text with its wrapping undone, so that a phrase can be looked for across lines. */
const help = (command: string) => cli([command, '--help']).out.replace(/\s+/g, ' ');

describe('help of the commands that read a network', () => {
  it('repair reads a corpus name as run and view do, and its help says so', () => {
    const repaired = cli(['repair', 'almond-crescent-cookies', '--max-nodes', '1']);
    expect(repaired.err).toBe('');
    expect(repaired.out).toMatch(/^almond-crescent-cookies #almond-crescent-cookies: ok, nothing to repair/);
    for (const command of ['run', 'view', 'repair']) expect(help(command)).toContain('a name not found is also looked up in the corpus gold folder');
    expect(help('repair')).not.toContain('gold networks are never read');
  });

  it('run --jobs is not described as scoring, which run does not do', () => {
    const run = help('run');
    expect(run).toContain('--jobs <n> recipes run or scored in parallel');
    expect(help('evaluate')).toContain('--jobs <n> recipes run or scored in parallel');
    expect(run).not.toMatch(/--jobs <n> recipes scored/);
  });
});

describe('evaluate --show', () => {
  it('writes its pages in the folder its help names, for a file and for standard output', () => {
    const dir = mkdtempSync(join(tmpdir(), 'firsthour-show-'));
    try {
      const input = join(ROOT, 'examples/tutorial/prediction-fixed.solution');
      const show = (args: string[]) => spawnSync(process.execPath, [BIN, 'evaluate', '--input', input, '--show', '--quiet', ...args], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
      expect(show(['--output', 'results.csv']).status).toBe(0);
      expect(existsSync(join(dir, 'results-views', 'index.html'))).toBe(true);
      expect(show([]).status).toBe(0);
      expect(existsSync(join(dir, 'irl-kitchen-views', 'index.html'))).toBe(true);
      expect(help('evaluate')).toContain('(results-views/ for --output results.csv, ./irl-kitchen-views/ for standard output)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
