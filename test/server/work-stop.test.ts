// The signal that stops a worker thread's task: it aborts at its time limit even when a garbage
// collection runs meanwhile (AbortSignal.any over AbortSignal.timeout lost the limit so on
// Node 20), and when the client has gone; cleared, it never aborts.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { workStop } from '../../src/server/work/work-stop.ts';
import { ROOT } from '../support/spawned-cli.ts';

describe('workStop', () => {
  it('aborts at its time limit after a garbage collection (a child process run with --expose-gc)', () => {
    const script = `
      import { workStop } from './src/server/work/work-stop.ts';
      const gone = new AbortController();
      const stop = workStop(300, gone.signal);
      const keep = setTimeout(() => {}, 2000);
      setTimeout(() => globalThis.gc(), 50);
      setTimeout(() => { console.log(stop.signal.aborted ? stop.signal.reason.name : 'running'); clearTimeout(keep); }, 1000);
    `;
    const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(r.stderr).toBe('');
    expect(r.stdout.trim()).toBe('TimeoutError');
  });

  it('aborts when its client has gone, with that reason; never once cleared', async () => {
    const gone = new AbortController();
    const stop = workStop(60_000, gone.signal);
    gone.abort(new Error('client gone'));
    expect(stop.signal.aborted).toBe(true);
    expect((stop.signal.reason as Error).message).toBe('client gone');
    stop.clear();
    const cleared = workStop(20);
    cleared.clear();
    await new Promise((r) => setTimeout(r, 60));
    expect(cleared.signal.aborted).toBe(false);
  });
});
