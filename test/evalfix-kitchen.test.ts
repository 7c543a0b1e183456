// evaluate --kitchen NAME: predictions and gold networks start in that kitchen, in this process,
// in worker threads (--jobs) and on the queue (the job carries the name, the worker's files define it).
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateSettings } from '../src/cli/evaluate-command.ts';
import { checkJobData } from '../src/cli/queue/job-check.ts';
import { jobSettings } from '../src/cli/queue/jobs.ts';
import { runCli } from './support/cli.ts';
import { findRedisServer, startRedis } from './support/redis-server.ts';
import { start, until } from './support/spawned-cli.ts';
import { BENCHMARK, GOLD_DIR } from './support/simulate.ts';

const dir = mkdtempSync(join(tmpdir(), 'irl-evalfix-kitchen-'));
const ontology = join(dir, 'small.yaml');
// a kitchen of one's own without the corpus's tools and most of its ingredients
writeFileSync(ontology, ['kitchens:', '  - name: small-kitchen', '    places:', '      - kitchen-cabinet:', '          contents:', '            - medium-bowl: {count: 3}', '            - whisk', ''].join('\n'));

// worker threads from 2 recipes on (by default only for longer inputs); the spawned commands inherit it
process.env.IRL_KITCHEN_MIN_PARALLEL = '2';
const REDIS = findRedisServer();

describe.skipIf(!BENCHMARK)('evaluate --kitchen', () => {
  const inputs = () => ['afghan-biscuits', 'almond-crescent-cookies'].map((id) => join(GOLD_DIR!, `${id}.solution`));
  /** The rows written (JSON Lines on standard output) and the exit status. */
  const evaluate = async (...more: string[]) => {
    const r = await start(['evaluate', '--input', ...inputs(), '--ontology', ontology, '--format', 'jsonl', '--quiet', ...more]).exited;
    expect(r.err).not.toMatch(/internal error|unknown option/);
    return r.out;
  };
  const figures = (out: string) => out.trim().split('\n').map((l) => JSON.parse(l) as { status: string; reason?: string; dishApproximationScore: number | null });

  it('scores in the kitchen named, gold networks too, and the same in worker threads', async () => {
    const standard = await evaluate();
    expect(figures(standard).map((r) => r.status)).toEqual(['ok', 'ok']);
    const small = await evaluate('--kitchen', 'small-kitchen', '--jobs', '1');
    // every row's figures change: afghan-biscuits's gold cannot run without its baking tray
    const [before, after] = [figures(standard), figures(small)];
    for (const i of [0, 1]) expect(after[i]).not.toEqual(before[i]);
    expect(after[0]).toMatchObject({ status: 'error', dishApproximationScore: null });
    expect(await evaluate('--kitchen', 'small-kitchen', '--jobs', '2')).toBe(small);
  }, 120_000);

  it('refuses a kitchen no loaded file defines, naming the flag', async () => {
    const r = await runCli(['evaluate', '--input', inputs()[0], '--kitchen', 'small-kitchn', '--ontology', ontology]);
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toMatch(/--kitchen small-kitchn: no such kitchen.*did you mean small-kitchen\?/);
  });

  it('--show: the pages show the runs in that kitchen too', async () => {
    const prediction = join(dir, 'tray.solution');
    writeFileSync(prediction, '#afghan-biscuits\n(get-kitchen ?kitchen)\n(fetch ?tray ?ks ?kitchen baking-tray 1)\n');
    const output = join(dir, 'show.csv');
    await runCli(['evaluate', '--input', prediction, '--ontology', ontology, '--kitchen', 'small-kitchen', '--show', '--output', output, '--quiet']);
    const page = readdirSync(join(dir, 'show-views')).find((f) => f.endsWith('afghan-biscuits.html'))!;
    expect(readFileSync(join(dir, 'show-views', page), 'utf8')).toContain('no baking-tray anywhere in the kitchen');
  });

  it.skipIf(!REDIS)('on the queue: the worker scores in the kitchen its own files define', async () => {
    const redis = await startRedis();
    const worker = start(['worker', '--queue', redis.url, '--concurrency', '1', '--ontology', ontology]);
    try {
      await until(() => /taking jobs/.test(worker.output()), 'the worker takes jobs');
      expect(await evaluate('--kitchen', 'small-kitchen', '--queue', redis.url)).toBe(await evaluate('--kitchen', 'small-kitchen', '--jobs', '1'));
    } finally {
      worker.child.kill('SIGTERM');
      await worker.exited;
      await redis.stop();
    }
  }, 120_000);
});

describe('a queue job', () => {
  const settings = (kitchen?: string) =>
    evaluateSettings({ output: '-', format: 'jsonl', smatch: 'best', rules: [], ontology: [], semantics: 'reference', maxSeconds: 10, maxGrammarMs: 2000, mode: 'qualitative', kitchen }, ['execution-time'], '/corpus', 1);
  // as Redis holds it: JSON, without the settings left undefined
  const job = (kitchen?: unknown) => JSON.parse(JSON.stringify({ world: 'w', settings: { ...jobSettings(settings()), ...(kitchen === undefined ? {} : { kitchen }) }, tasks: [{ name: 'p.solution', segment: { file: 'p.solution', firstLine: 1, lines: ['#afghan-biscuits'], wholeFile: true } }] }));

  it('carries the kitchen to the worker, and only a kitchen name', () => {
    expect(jobSettings(settings('small-kitchen')).kitchen).toBe('small-kitchen');
    expect(jobSettings(settings('full-kitchen'))).not.toHaveProperty('kitchen'); // the default: the same job id as before
    expect(checkJobData(job())).toBeNull();
    expect(checkJobData(job('small-kitchen'))).toBeNull();
    expect(checkJobData(job('../etc/passwd'))).toMatchObject({ code: 'invalid-job', message: expect.stringMatching(/^data\.settings\.kitchen must be a kitchen name/) });
  });
});
