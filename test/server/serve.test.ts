// `irl-kitchen serve` as a user runs it: prints its URL, serves on loopback, stops cleanly on
// SIGINT and SIGTERM.
import { describe, expect, it } from 'vitest';
import { startServe } from './process.ts';
import { until } from '../support/spawned-cli.ts';

/** Whether the server's worker threads have work, running or waiting (its /health says). */
async function working(url: string): Promise<boolean> {
  const { workers } = (await (await fetch(`${url}/health`)).json()) as { workers: { busy: number; queued: number } };
  return workers.busy + workers.queued > 0;
}

/** A plan request of this budget, once the server has it in progress, with its answer to come. */
async function planRunning(url: string, budgetSeconds: number): Promise<{ answer: Promise<Response> }> {
  const answer = fetch(`${url}/plan`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ task: 'afghan-biscuits', budgetSeconds, maxNodes: 100_000 }) });
  // a fixed pause could end before a loaded machine had even read the request
  await until(() => working(url), 'the plan request in progress');
  return { answer }; // not the promise itself, which an async function would wait for
}

describe('irl-kitchen serve', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    it(`serves on 127.0.0.1 and stops on ${signal} with exit status 0 and no trace`, async () => {
      const server = await startServe(['--max-lines', '3']);
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const health = await fetch(`${server.url}/health`);
      expect(health.status).toBe(200);
      // the flag reached the server's limits
      const many = await fetch(`${server.url}/execute`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ network: '(a)\n(b)\n(c)\n(d)' }) });
      expect(many.status).toBe(413);
      expect(await server.stop(signal)).toBe(0);
      expect(server.stderr()).toBe('');
      expect(server.stdout()).toContain('server stopped');
    }, 90_000);

  it('stopped with a request in progress: says so, a second Ctrl-C ends the work at once, and the request is answered 503', async () => {
    const server = await startServe(['--workers', '1']);
    // a plan with a minute's budget: still running when the server is stopped
    const plan = (await planRunning(server.url, 60)).answer;
    server.child.kill('SIGINT');
    await until(() => server.stderr().includes('stopping'), 'the server says it is stopping');
    expect(server.stderr()).toBe('irl-kitchen: stopping; 1 request in progress get 10 s to finish (Ctrl-C again ends them now)\n');
    const stoppedAt = Date.now();
    expect(await server.stop('SIGINT')).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(8_000); // not the plan's minute, nor the 10 s grace
    const answer = await plan;
    expect(answer.status).toBe(503);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('server-closing');
    expect(server.stdout()).toContain('server stopped');
  }, 90_000);

  it('stopped with a request in progress that ends within the grace: it is answered, and the server stops right after', async () => {
    const server = await startServe(['--workers', '1']);
    const plan = (await planRunning(server.url, 2)).answer;
    const stoppedAt = Date.now();
    // one signal: the plan ends on its own; its keep-alive connection must not hold the server
    expect(await server.stop('SIGINT')).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(8_000);
    expect((await plan).status).toBe(200);
    expect(server.stderr()).toMatch(/^irl-kitchen: stopping; 1 request in progress/);
  }, 90_000);

  it('refuses a bad flag value with a one-line message and status 2', async () => {
    await expect(startServe(['--max-sessions', 'many'], 30_000)).rejects.toThrow(/exited with 2 .*--max-sessions must be an integer/s);
  }, 60_000);
});
