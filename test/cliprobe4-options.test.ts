// --ontology names itself when its file is missing; --materials (the quantitative mode's own
// materials files) is taken by run and evaluate, refused without the mode and checked before any
// work; `serve --store URL --wait-for-redis SECONDS` waits for Redis as worker and evaluate do.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './support/cli.ts';
import { deadRedisPort, findRedisServer, NO_REDIS, type RedisProcess, startRedisOn } from './support/redis-server.ts';
import { BENCHMARK } from './support/simulate.ts';
import { afterEachTest, start, until } from './support/spawned-cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'cliprobe4-'));
const missing = join(dir, 'nonexistent.yaml');

describe('--ontology FILE missing', () => {
  it.each([['evaluate'], ['rules', 'check', 'rules']])('%s: refused naming the option', async (...command) => {
    const r = await runCli([...command, '--ontology', missing]);
    expect(r.code).toBe(2);
    expect(r.err).toEqual([`irl-kitchen: option '--ontology <file>' argument '${missing}' is invalid. ${missing}: no such file. (see --help)`]);
  });

  it('a folder is refused too', async () => {
    const r = await runCli(['evaluate', '--ontology', dir]);
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toContain(`${dir} is a folder; --ontology takes one YAML file`);
  });
});

describe.skipIf(!BENCHMARK)('--materials FILE', () => {
  const recipe = 'afghan-biscuits';
  it('only with --mode quantitative', async () => {
    const file = join(dir, 'materials.yaml');
    writeFileSync(file, 'materials: {}\n');
    for (const command of ['run', 'evaluate']) {
      const r = await runCli([command, ...(command === 'run' ? [recipe] : ['--input', recipe]), '--materials', file]);
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err).toEqual([`irl-kitchen: --materials ${file}: only with --mode quantitative (the qualitative mode replays no step physically)`]);
    }
  });

  it('a missing file, a folder or a malformed value: status 2 before any recipe runs, saying where', async () => {
    const bad = join(dir, 'bad.yaml');
    writeFileSync(bad, 'materials:\n  w:\n    model: liquid\n    density: -1\n');
    const cases: [string, string][] = [
      [missing, `irl-kitchen: --materials ${missing}: no such file`],
      [dir, `irl-kitchen: --materials ${dir}: a folder; the option takes one materials YAML file (repeat it for more)`],
      [bad, `irl-kitchen: ${bad}:4:14: material w: density: expected a finite number > 0, got -1`],
    ];
    for (const [file, said] of cases) {
      const r = await runCli(['run', recipe, '--mode', 'quantitative', '--materials', file]);
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err).toEqual([said]);
    }
  });
});

describe.skipIf(!BENCHMARK)('--materials with --queue', () => {
  it('is refused: the jobs carry no file, the workers would replay with the project\'s materials', async () => {
    const file = join(dir, 'queued-materials.yaml');
    writeFileSync(file, 'materials: {}\n');
    const r = await runCli(['evaluate', '--mode', 'quantitative', '--format', 'json', '--materials', file, '--queue', 'redis://127.0.0.1:1/0']);
    expect(r.code).toBe(2);
    expect(r.err.at(-1)).toBe(`irl-kitchen: --materials ${file}: not with --queue (the queue's workers replay with the project's materials only)`);
  });
});

describe('serve --wait-for-redis without --store', () => {
  it('is refused, naming --store', async () => {
    const r = await runCli(['serve', '--port', '0', '--wait-for-redis', '30']);
    expect(r.code).toBe(2);
    expect(r.err).toEqual(["irl-kitchen: --wait-for-redis 30: only with --store URL (sessions kept in this process's memory need no Redis)"]);
  });
});

const REDIS = findRedisServer();
if (!REDIS) console.warn(`skipping the serve --wait-for-redis tests: ${NO_REDIS}`);

describe.skipIf(!REDIS)('serve --store URL --wait-for-redis', () => {
  const { track, later } = afterEachTest();

  it('a server started before Redis waits for it, says so, then serves', async () => {
    const port = await deadRedisPort();
    const url = `redis://127.0.0.1:${port}/0`;
    const server = track(start(['serve', '--port', '0', '--workers', '1', '--store', url, '--wait-for-redis', '120']));
    let err = '';
    server.child.stderr!.on('data', (d) => (err += d));
    await until(() => /waiting for Redis/.test(err), 'the server says it waits');
    expect(err.split('\n')[0]).toMatch(new RegExp(`^irl-kitchen serve: --store: waiting for Redis at ${url.replace(/[/.]/g, '\\$&')} \\(\\d+ s of 120\\): connect ECONNREFUSED`));
    const redis: RedisProcess = await startRedisOn(port);
    later(() => redis.stop());
    await until(() => /serving on/.test(server.output()), 'the server serves');
    server.child.kill('SIGINT');
    expect((await server.exited).code).toBe(0);
  }, 180_000);

  it('Ctrl-C during the wait: one line and 130', async () => {
    const port = await deadRedisPort();
    const url = `redis://127.0.0.1:${port}/0`;
    const server = track(start(['serve', '--port', '0', '--store', url, '--wait-for-redis', '120']));
    let err = '';
    server.child.stderr!.on('data', (d) => (err += d));
    await until(() => /waiting for Redis/.test(err), 'the server says it waits');
    server.child.kill('SIGINT');
    const r = await server.exited;
    expect(r.code).toBe(130);
    expect(r.err.trimEnd().split('\n').at(-1)).toBe(`irl-kitchen: interrupted (Ctrl-C): while waiting for Redis at ${url}: not serving yet`);
  }, 120_000);
});
