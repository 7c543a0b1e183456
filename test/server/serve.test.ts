// `irl-kitchen serve` as a user runs it: prints its URL, serves on loopback, stops cleanly on
// SIGINT and SIGTERM.
import { describe, expect, it } from 'vitest';
import { startServe } from './process.ts';

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

  it('refuses a bad flag value with a one-line message and status 2', async () => {
    await expect(startServe(['--max-sessions', 'many'], 30_000)).rejects.toThrow(/exited with 2 .*--max-sessions must be an integer/s);
  }, 60_000);
});
