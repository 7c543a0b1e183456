// bake and boil: the reference never reads the time unit, so "2 hour" lasts 2 × 60 s
// (docs/DEVIATIONS.md); --semantics corrected counts an hour as 3600 s. Minutes are the same in both.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { openSession } from '../src/session/index.ts';
import type { Semantics } from '../src/rules/action.ts';
import { Simulator } from '../src/simulator.ts';

// a dough baked in the kitchen's oven (mode 1), then water boiled on the kitchen's stove (mode 1);
// the bake starts at 110 s, the boil at 200 s
const DOUGH = [
  '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)',
  '(fetch-and-proportion ?flour ?ks-2 ?ks-1 ?bowl-2 all-purpose-flour 340 g)',
  '(transfer-contents ?out ?rest ?ks-3 ?ks-2 ?butter ?flour ?q ?u)',
  '(mix ?dough ?ks-4 ?ks-3 ?out ?tool)',
];
const BAKE = (time: string) => `(bake ?baked ?ks-5 ?ks-4 ?dough ?oven ${time} 175 degrees-celsius)`;
const WATER = ['(fetch ?pot ?ks-6 ?ks-5 cooking-pot 1)', '(fetch-and-proportion ?water ?ks-7 ?ks-6 ?pot water 500 ml)'];
const BOIL = (time: string) => `(boil ?boiled ?ks-8 ?ks-7 ?water ?stove ?mode ${time})`;
const network = (bake: string, boil: string) => ['#t', '(get-kitchen ?kitchen)', ...DOUGH, BAKE(bake), ...WATER, BOIL(boil)].join('\n');

const simulators = new Map<Semantics, Simulator>();
const simulatorFor = (semantics: Semantics) => simulators.get(semantics) ?? simulators.set(semantics, new Simulator({ semantics })).get(semantics)!;

/** The available-at times of ?baked and ?boiled. */
function times(semantics: Semantics, bake: string, boil: string): [unknown, unknown] {
  const r = simulatorFor(semantics).run(parseSolutionText(network(bake, boil), 't.solution').recipes[0], 't.solution');
  expect(r.status).toBe('ok');
  const at = (name: string) => r.execution!.at[r.program!.variables.findIndex((v) => v.name === name)];
  return [at('?BAKED'), at('?BOILED')];
}

describe('bake and boil in hours', () => {
  it('the reference counts every unit as a minute', () => {
    expect(times('reference', '2 hour', '1 hour')).toEqual([110 + 120, 200 + 60]);
    expect(times('reference', '2 minute', '1 minute')).toEqual([110 + 120, 200 + 60]);
  });

  it('the corrected semantics counts an hour as 3600 s, a minute as 60 s', () => {
    expect(times('corrected', '2 hour', '1 hour')).toEqual([110 + 7200, 200 + 3600]);
    expect(times('corrected', '2 minute', '1 minute')).toEqual([110 + 120, 200 + 60]);
  });

  it('a given oven (mode 2) and a given stove (mode 2) follow the semantics too', () => {
    const lines = (time: string) => [
      ...DOUGH,
      '(preheat-oven ?hot-oven ?ks-5 ?ks-4 ?oven-0 175 degrees-celsius)',
      `(bake ?baked ?ks-6 ?ks-5 ?dough ?hot-oven ${time} ?temp-q ?temp-u)`,
      '(fetch ?pot ?ks-7 ?ks-6 cooking-pot 1)',
      '(fetch-and-proportion ?water ?ks-8 ?ks-7 ?pot water 500 ml)',
      `(boil ?boiled ?ks-9 ?ks-8 ?water ?stove ?mode ${time})`,
      `(boil ?again ?ks-10 ?ks-9 ?boiled ?stove ?mode-2 ${time})`,
    ];
    const after = (semantics: Semantics) => {
      const s = openSession({ semantics });
      const step = s.execute(lines('1 hour').join('\n'));
      expect(step.status).toBe('ok');
      // a timeline entry ends when its product is available
      const ends = (action: string) => step.newTimeline.filter((e) => e.action === action).map((e) => e.end as number);
      expect(step.newTimeline.filter((e) => e.action !== 'fetch').map((e) => e.mode)).toEqual(['1', '1', '2', '1', '1', '2', '2', '1', '2']);
      return [ends('bake')[0], ends('boil')[1]];
    };
    const [refBake, refBoil] = after('reference');
    const [corBake, corBoil] = after('corrected');
    expect(corBake - refBake).toBe(3600 - 60);
    expect(corBoil - refBoil).toBe(2 * (3600 - 60));
  });

  it('run --semantics corrected gives the corrected execution time, the default the reference one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-hours-'));
    const file = join(dir, 'hours.solution');
    writeFileSync(file, network('3 hour', '1 minute'));
    const cli = resolve(import.meta.dirname, '../bin/irl-kitchen.js');
    const time = (extra: string[]) => JSON.parse(spawnSync(process.execPath, [cli, 'run', '--json', '-q', ...extra, file], { encoding: 'utf8', timeout: 60_000 }).stdout)[0].executionTime;
    expect(time([])).toBe(290);
    expect(time(['--semantics', 'reference'])).toBe(290);
    expect(time(['--semantics', 'corrected'])).toBe(110 + 3 * 3600);
  });
});
