// What the operators of `serve --store` and `irl-kitchen worker` read when something goes wrong
// away from them: a replica whose Redis goes away and comes back says so on standard error (it
// said nothing, while every session route answered 503); a session Redis forgot is said to be
// possibly lost by Redis; a worker that refuses a job made with other files says why, not only
// the command that stops.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveLimits } from '../src/server/limits.ts';
import { openSessions } from '../src/server/store/open.ts';
import { findRedisServer, NO_REDIS, type RedisProcess, startRedis, startRedisOn } from './support/redis-server.ts';
import { afterEachTest, start, until } from './support/spawned-cli.ts';
import { BENCHMARK, VARIANTS_DIR } from './support/simulate.ts';
import { glaze } from './support/glaze-rule.ts';

const REDIS = findRedisServer();
if (!REDIS) console.warn(`skipping the queueprobe6 Redis tests: ${NO_REDIS}`);

describe.skipIf(!REDIS || !BENCHMARK)('outages and refusals said where they happen', () => {
  const redises: RedisProcess[] = [];
  const redis = async (port?: number) => {
    const r = port === undefined ? await startRedis() : await startRedisOn(port);
    redises.push(r);
    return r;
  };
  afterEach(async () => {
    for (const r of redises.splice(0)) await r.stop();
  });
  const { track } = afterEachTest();

  it('a replica says once that its Redis went away, naming the URL, and again when it is back', async () => {
    const first = await redis();
    const said: string[] = [];
    const sessions = await openSessions(first.url, resolveLimits({}), 1 << 20, undefined, (line) => said.push(line));
    try {
      await first.stop();
      await until(() => said.length > 0, 'the outage is said');
      expect(said).toEqual([expect.stringMatching(new RegExp(`^lost Redis \\(session store at redis://127\\.0\\.0\\.1:${first.port}/0\\): .*; waiting for it to come back$`))]);
      await redis(first.port);
      await until(() => said.length > 1, 'the return is said');
      expect(said[1]).toBe(`Redis is back (session store at redis://127.0.0.1:${first.port}/0)`);
    } finally {
      await sessions.close();
    }
  }, 60_000);

  it('a session Redis does not hold is said to be possibly lost by Redis (a restart without persistence)', async () => {
    const server = await redis();
    const sessions = await openSessions(server.url, resolveLimits({}), 1 << 20, undefined, () => {});
    try {
      const gone = await Promise.resolve(sessions.get('s-forgotten', 'GET /sessions/{id}/network')).then(() => null, (e: Error & { code?: string }) => e);
      expect(gone?.code).toBe('unknown-session');
      expect(gone?.message).toMatch(/^GET \/sessions\/\{id\}\/network: no session "s-forgotten" \(.*or lost by Redis: a restart of Redis without persistence forgets every session/);
    } finally {
      await sessions.close();
    }
  }, 60_000);

  it('a worker with other rule files says that it refused the job and why, as the command stops', async () => {
    const server = await redis();
    const rules = mkdtempSync(join(tmpdir(), 'queueprobe6-rules-'));
    writeFileSync(join(rules, 'glaze.pl'), glaze());
    const worker = track(start(['worker', '--queue', server.url, '--concurrency', '1', '--rules', rules, '--benchmark', BENCHMARK!]));
    await until(() => /taking jobs/.test(worker.output()) || worker.child.exitCode !== null, 'the worker takes jobs');
    expect(worker.child.exitCode).toBe(null);
    const command = track(start(['evaluate', '--quiet', '--queue', server.url, '--benchmark', BENCHMARK!, '--input', join(VARIANTS_DIR!, 'afghan-biscuits--break-link-1.solution')]));
    const ran = await command.exited;
    expect(ran.code).toBe(2);
    expect(ran.err).toMatch(/--queue: worker \S+ has other rule files than this command/);
    worker.child.kill('SIGTERM');
    const stopped = await worker.exited;
    expect(stopped.err).toMatch(
      new RegExp(`^irl-kitchen worker \\S+: refused job "r[0-9a-f]+" of queue irl-kitchen-evaluate at redis://127\\.0\\.0\\.1:${server.port}/0: it was made with other files \\(world [0-9a-f]+; this worker's is [0-9a-f]+\\), so its command stops; start every worker with the same --rules, --ontology and --benchmark as the command`, 'm'),
    );
  }, 120_000);
});
