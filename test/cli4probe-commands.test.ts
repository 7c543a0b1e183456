// plan, repair and view as a user meets them: --semantics on plan and repair, plan's task built in
// the world it plans in, repair's problems placed as FILE:LINE:COLUMN, an output that cannot be
// written named without the .partial file, plan's --budget-seconds bound in its help, and a folder
// whose .solution files lie in subfolders.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Simulator } from '../src/simulator.ts';
import { getTask } from '../src/tasks/index.ts';
import { runCli } from './support/cli.ts';
import { BENCHMARK, GOLD_DIR } from './support/simulate.ts';
import { cpuSeconds, start, until } from './support/spawned-cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-cli4probe-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (name: string, lines: string[]) => {
  const path = join(dir, name);
  writeFileSync(path, lines.join('\n') + '\n');
  return path;
};

// the gold run of this recipe has failed steps under the reference semantics only (docs/DEVIATIONS.md)
const TASK = 'chocolate-cream-cheese-cupcakes';
const planned = (...more: string[]) => runCli(['plan', TASK, '--max-nodes', '1', '--no-timing', ...(BENCHMARK ? ['--benchmark', BENCHMARK] : []), ...more]);

describe.skipIf(!BENCHMARK)('plan in the world given', () => {
  it('takes --semantics, and builds the task in that world, also with --kitchen', async () => {
    const total = (semantics: 'reference' | 'corrected') => getTask(TASK, { benchmark: BENCHMARK ?? undefined, sim: new Simulator({ semantics }) })!.goal.conditions.length;
    expect(total('corrected')).not.toBe(total('reference'));
    for (const kitchen of [[], ['--kitchen', 'full-kitchen']]) {
      const r = await planned('--semantics', 'corrected', '--json', ...kitchen);
      expect(r.err).toEqual([]);
      expect(JSON.parse(r.out).progress.total).toBe(total('corrected'));
      // the report's goals that no network meets are the corrected world's: none
      const text = await planned('--semantics', 'corrected', ...kitchen);
      expect(text.out.split('\n')[0]).toMatch(new RegExp(`: goal not reached, \\d+/${total('corrected')} goal conditions`));
      expect(text.out).not.toMatch(/failed objects of the gold run/);
    }
    expect((await planned('--semantics', 'corrected', '--kitchen', 'full-kitchen')).code).toBe(1);
    expect((await planned('--json')).out).toMatch(new RegExp(`"total": ${total('reference')}\\b`));
  }, 120_000);

  it("says in its help that --budget-seconds is at most 3600, the bound it refuses beyond", async () => {
    const help = await runCli(['plan', '--help']);
    expect(help.out.replace(/\s+/g, ' ')).toMatch(/--budget-seconds <s> [^-]*at most 3600/);
    const over = await planned('--budget-seconds', '3601');
    expect(over.code).toBe(2);
    expect(over.err.join('\n')).toMatch(/3600/);
  });
});

describe('repair', () => {
  // 600 g of the 500 g of cherry tomatoes the kitchen stocks: only the corrected semantics refuses it
  const beyond = write('beyond.solution', ['(get-kitchen ?kitchen)', '(fetch-and-proportion ?tomatoes ?ks-1 ?kitchen ?target-container-1 cherry-tomato 600 g)']);

  it('takes --semantics: a fetch beyond the stock is repaired under the corrected one only', async () => {
    const reference = await runCli(['repair', beyond, '--max-nodes', '20']);
    expect(reference.out).toBe(`${beyond}: ok, nothing to repair`);
    const corrected = await runCli(['repair', beyond, '--max-nodes', '20', '--semantics', 'corrected', '--json']);
    expect(corrected.err).toEqual([]);
    const [result] = JSON.parse(corrected.out);
    expect(result.edits.length).toBeGreaterThan(0);
    expect(result.before.failedLines).toEqual([2]);
    expect((await runCli(['repair', beyond, '--semantics', 'fixed'])).err.join('\n')).toMatch(/--semantics.*fixed.*reference, corrected/);
  }, 60_000);

  it("places each problem as run does, FILE:LINE:COLUMN: severity CODE, not in the header alone", async () => {
    const file = write('two.solution', ['#unmended', '(get-kitchen ?kitchen)', '', '  (beat ?beaten ?ks-2 ?ks-x ?butter ?whisk)']);
    const r = await runCli(['repair', file, '--max-nodes', '1']);
    expect(r.code).toBe(1);
    const problems = r.out.split('\n').filter((l) => /E_UNBOUND/.test(l));
    expect(problems.length).toBe(2);
    const ran = (await start(['run', file]).exited).out.split('\n').map((l) => l.trim());
    for (const p of problems) {
      expect(p).toMatch(new RegExp(`^ {2}${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:4:3: error E_UNBOUND_\\w+: `));
      expect(ran).toContain(p.trim());
    }
  }, 60_000);

  it.skipIf(!GOLD_DIR)('a signal with one network kept says it is one network', async () => {
    const gold = readFileSync(join(GOLD_DIR!, 'almond-crescent-cookies.solution'), 'utf8');
    // every other line's input kitchen state renamed: more than a repair mends
    const lines = gold.replace(/^#.*\n/, '').split('\n').map((l, i) => (i % 2 && l.startsWith('(') ? l.replace(/(\?ks-with[\w-]*)(.*?)(\?ks-with[\w-]*)/, '$1$2$3-x') : l));
    const input = write('broken.solution', ['#broken', ...lines]);
    const out = join(dir, 'fixed.solution');
    const cmd = start(['repair', input, '--max-nodes', '100000', '--budget-seconds', '60', '--output', out]);
    // FILE.partial is made just before the search: past it, a signal is the command's to handle
    await until(() => existsSync(`${out}.partial`) && cpuSeconds(cmd.child.pid!) >= 2.5, 'the search under way');
    cmd.child.kill('SIGTERM');
    const r = await cmd.exited;
    expect(r.err.trim()).toBe(`irl-kitchen: interrupted (SIGTERM): 1 of 1 recipe handled; the network is written to ${out}.partial; ${out} was not created`);
    expect(r.code).toBe(143);
  }, 60_000);
});

describe('an output that cannot be written', () => {
  it.skipIf(!existsSync('/proc/version'))('is named with the reason, not by a .partial file the user never asked for', async () => {
    const r = await runCli(['repair', write('ok.solution', ['(get-kitchen ?kitchen)']), '--output', '/proc/cli4probe.solution']);
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toMatch(/^irl-kitchen: cannot write \/proc\/cli4probe\.solution: (\/proc takes no new file|no file can be created in \/proc: [^\n]+) \(E[A-Z]+\)$/);
    expect(r.err.join('\n')).not.toMatch(/\.partial/);
    const missing = await runCli(['repair', join(dir, 'ok.solution'), '--output', join(dir, 'no-such', 'x.solution')]);
    expect(missing.err.join('\n')).not.toMatch(/\.partial/);
    expect(missing.err.join('\n')).toMatch(/x\.solution: the folder .*no-such does not exist/);
  });
});

describe('a folder given for a .solution file', () => {
  const top = join(dir, 'corpus');
  mkdirSync(join(top, 'notes'), { recursive: true });
  mkdirSync(join(top, 'networks', 'deep'), { recursive: true });
  writeFileSync(join(top, 'networks', 'deep', 'a.solution'), '(get-kitchen ?kitchen)\n');
  writeFileSync(join(top, 'networks', 'deep', 'b.solution'), '(get-kitchen ?kitchen)\n');

  it('names a subfolder holding .solution files when it holds none itself', async () => {
    for (const command of ['view', 'run']) {
      const r = await runCli([command, top]);
      expect(r.code).toBe(2);
      expect(r.err.join('\n')).toContain(`it holds no .solution file, but its subfolders do, e.g. ${top}/networks/deep/*.solution: 2 files`);
    }
    // repair takes one file: the folder's files are not offered as its arguments
    const repair = (await runCli(['repair', join(top, 'networks', 'deep')])).err.join('\n');
    expect(repair).toContain('is a folder: repair takes one .solution file at a time (');
    expect(repair).not.toMatch(/give the \.solution files/);
    // with none below either, it says so alone
    expect((await runCli(['view', join(top, 'notes')])).err.join('\n')).toMatch(/\(it holds no \.solution file\)/);
  });
});
