// `evaluate --queue URL --wait-for-redis SECONDS`: a submitting command started before Redis
// waits for it as a worker does, then writes the rows a local run writes; the bound and Ctrl-C
// end the wait with one line each; without --queue the option is refused, not ignored.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './support/cli.ts';
import { BENCHMARK, VARIANTS_DIR } from './support/simulate.ts';
import { deadRedisPort, findRedisServer, NO_REDIS, type RedisProcess, startRedisOn } from './support/redis-server.ts';
import { afterEachTest, start, until } from './support/spawned-cli.ts';

const REDIS = findRedisServer();
if (!REDIS) console.warn(`skipping the evaluate --wait-for-redis tests: ${NO_REDIS}`);

const stderrLines = (err: string) => err.split('\n').filter(Boolean);
const firstVariant = () => join(VARIANTS_DIR!, readdirSync(VARIANTS_DIR!).filter((f) => f.endsWith('.solution')).sort()[0]);

describe('evaluate --wait-for-redis without --queue', () => {
  it('is refused, naming --queue, before any work', async () => {
    const r = await runCli(['evaluate', '--wait-for-redis', '30']);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toEqual(['irl-kitchen: --wait-for-redis 30: only with --queue URL (a local run needs no Redis)']);
  });

  it('takes whole seconds, 0 to a day, as the worker does', async () => {
    const r = await runCli(['evaluate', '--queue', 'redis://127.0.0.1:1/0', '--wait-for-redis', '-1']);
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toMatch(/--wait-for-redis must be an integer from 0 to 86400/);
  });
});

describe.skipIf(!REDIS || !BENCHMARK)('evaluate --queue --wait-for-redis', () => {
  const { track, later } = afterEachTest();

  it('a submitter started before Redis waits for it, says so, then writes the rows of a local run', async () => {
    const port = await deadRedisPort();
    const url = `redis://127.0.0.1:${port}/0`;
    const input = firstVariant();
    const submitter = track(start(['evaluate', '--input', input, '--quiet', '--output', '-', '--queue', url, '--wait-for-redis', '120']));
    let err = '';
    submitter.child.stderr!.on('data', (d) => (err += d));
    await until(() => /waiting for Redis/.test(err), 'the submitter says it waits');
    const redis: RedisProcess = await startRedisOn(port);
    later(() => redis.stop());
    track(start(['worker', '--queue', url, '--concurrency', '1']));
    const queued = await submitter.exited;
    const local = await start(['evaluate', '--input', input, '--quiet', '--output', '-']).exited;
    expect(queued.code).toBe(local.code);
    expect(queued.out).toBe(local.out);
    expect(stderrLines(err)[0]).toMatch(new RegExp(`^irl-kitchen evaluate: --queue: waiting for Redis at ${url.replace(/[/.]/g, '\\$&')} \\(\\d+ s of 120\\): connect ECONNREFUSED`));
  }, 180_000);

  it('past the bound: the one line of a submitter without the option, saying how long it tried, and status 2', async () => {
    const port = await deadRedisPort();
    const r = await track(start(['evaluate', '--input', firstVariant(), '--queue', `redis://127.0.0.1:${port}/0`, '--wait-for-redis', '1'])).exited;
    expect(r.code).toBe(2);
    const lines = stderrLines(r.err);
    expect(lines.at(-1)).toMatch(new RegExp(`^irl-kitchen: --queue: cannot reach Redis at redis://127\\.0\\.0\\.1:${port}/0: connect ECONNREFUSED .*\\(tried for 1 s: --wait-for-redis 1\\)$`));
    expect(lines.some((l) => /waiting for Redis/.test(l))).toBe(true);
  }, 60_000);

  it('Ctrl-C during the wait: one line naming what it waited for, and status 130', async () => {
    const port = await deadRedisPort();
    const submitter = track(start(['evaluate', '--input', firstVariant(), '--queue', `redis://127.0.0.1:${port}/0`, '--wait-for-redis', '600']));
    let err = '';
    submitter.child.stderr!.on('data', (d) => (err += d));
    await until(() => /waiting for Redis/.test(err), 'the submitter says it waits');
    submitter.child.kill('SIGINT');
    const r = await submitter.exited;
    expect(r.code).toBe(130);
    expect(stderrLines(r.err).at(-1)).toBe(`irl-kitchen: interrupted (Ctrl-C): while waiting for Redis at redis://127.0.0.1:${port}/0: 0 rows written`);
  }, 60_000);
});
