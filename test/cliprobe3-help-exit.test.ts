// The exit statuses every --help lists: `serve` and `worker` end on Ctrl-C with 0 (their normal
// end, docs/HTTP.md and docs/SCALING.md), which the 130/143 line did not say.
import { describe, expect, it } from 'vitest';
import { runCli } from './support/cli.ts';

describe('the exit statuses in --help', () => {
  for (const command of ['serve', 'worker']) {
    it(`${command} --help says that a signal ends it with 0`, async () => {
      const r = await runCli([command, '--help']);
      expect(r.code).toBe(0);
      expect(r.out.replace(/\s+/g, ' ')).toContain('130, 143 interrupted by Ctrl-C or SIGTERM');
      expect(r.out.replace(/\s+/g, ' ')).toContain('serve and worker end on one with 0 once they are serving');
    });
  }

  it('evaluate --help lists --wait-for-redis, as worker --help does, with the same words', async () => {
    const [evaluate, worker] = await Promise.all([runCli(['evaluate', '--help']), runCli(['worker', '--help'])]);
    const words = (help: string) => /--wait-for-redis <seconds>\s+([^]*?)\n {2}--/.exec(help)?.[1].replace(/\s+/g, ' ');
    expect(words(evaluate.out)).toMatch(/^while nothing answers at the --queue URL/);
    expect(words(evaluate.out)).toBe(words(worker.out));
  });
});
