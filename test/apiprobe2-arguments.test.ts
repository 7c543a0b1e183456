// The arguments of evaluateRecipe, sessionOptionsFor, actionModel, criticalPath and
// criticalPathLines: a misspelt option is refused with the closest known one, and a value of the
// wrong kind (a Simulator for its inventory, a run for its program and execution) is an InputError
// naming the function and the argument, never a TypeError or a silently ignored option.
import { describe, expect, it } from 'vitest';
import { actionModel, criticalPath, criticalPathLines, DEFAULT_METRICS, evaluateRecipe, getTask, GoldStandards, parseSolutionText, sessionOptionsFor } from '../src/index.ts';
import { BENCHMARK, run, simulator } from './support/simulate.ts';
import { refusal } from './support/thrown.ts';

const PREDICTION = '#afghan-biscuits\n(get-kitchen ?k)\n';
const FETCH = '(get-kitchen ?k)\n(fetch-and-proportion ?flour ?k2 ?k ?bowl flour 100 g)\n';

describe.skipIf(!BENCHMARK)('evaluateRecipe options', () => {
  const sim = simulator();
  const gold = new GoldStandards(sim, BENCHMARK!);
  const recipe = parseSolutionText(PREDICTION, 'p.solution').recipes[0];
  const evaluate = (options: unknown) => () => evaluateRecipe(sim, gold, recipe, 'p.solution', DEFAULT_METRICS, options as never);

  it('refuses a misspelt option, naming the closest one and every option', () => {
    expect(refusal(evaluate({ semantic: 'corrected' }))).toBe('evaluateRecipe: no option "semantic" (did you mean semantics?) (its options: semantics, mergeOrder, smatch)');
  });

  it('refuses an array for the options', () => {
    expect(refusal(evaluate([]))).toBe('evaluateRecipe: options must be an object, got an array');
  });

  it('suggests the metric meant by a misspelt one', () => {
    expect(refusal(() => evaluateRecipe(sim, gold, recipe, 'p.solution', ['execution-tme' as never]))).toMatch(/^evaluateRecipe: unknown metric "execution-tme" \(did you mean execution-time\?\) \(metrics: /);
  });

  it('still scores with options left undefined', () => {
    expect(evaluateRecipe(sim, gold, recipe, 'p.solution', DEFAULT_METRICS, { semantics: undefined }).status).toBe('ok');
  });
});

describe('sessionOptionsFor base', () => {
  const task = () => getTask('afghan-biscuits')!;

  it.skipIf(!BENCHMARK)('refuses a misspelt option of the base, naming the function and the closest option', () => {
    expect(refusal(() => sessionOptionsFor(task(), { kitchn: 'x' } as never))).toBe(
      'base: sessionOptionsFor takes no option "kitchn" (did you mean kitchen?) (its options: kitchen, semantics, rules, ontology, benchmark, maxMillis)',
    );
  });

  it.skipIf(!BENCHMARK)('refuses a base value of the wrong kind', () => {
    expect(refusal(() => sessionOptionsFor(task(), { semantics: 'corected' } as never))).toMatch(/^sessionOptionsFor: base\.semantics: expected "reference" or "corrected", got "corected"/);
    expect(refusal(() => sessionOptionsFor(task(), { rules: 'rules/' } as never))).toBe('base.rules: sessionOptionsFor takes an array of paths, got a string');
  });

  it.skipIf(!BENCHMARK)('keeps a good base', () => {
    expect(sessionOptionsFor(task(), { semantics: 'corrected' }).semantics).toBe('corrected');
  });
});

describe('actionModel inventory', () => {
  it('says to pass the inventory when given a Simulator', () => {
    expect(refusal(() => actionModel(simulator() as never))).toBe('actionModel: inventory: expected the inventory of loaded actions, got a Simulator: pass its inventory, actionModel(sim.inventory)');
  });

  it('names what it got otherwise', () => {
    expect(refusal(() => (actionModel as (x?: unknown) => unknown)())).toMatch(/^actionModel: inventory: expected the inventory of loaded actions, got nothing \(pass a Simulator's inventory/);
    expect(refusal(() => actionModel({} as never))).toMatch(/got an object \(pass a Simulator's inventory, actionModel\(sim\.inventory\)\)$/);
  });
});

describe('criticalPath arguments', () => {
  const r = run(FETCH);

  it('says to pass a run’s program and execution when given the run', () => {
    expect(refusal(() => criticalPath(r as never, undefined as never))).toBe(
      "criticalPath: program: expected a run's program, got a run: pass its program and execution (criticalPath(run.program, run.execution))",
    );
    expect(refusal(() => criticalPath(r.program!, r as never))).toMatch(/^criticalPath: execution: expected a run's execution, got a run: pass its execution/);
    expect(refusal(() => criticalPathLines(r as never, undefined as never))).toMatch(/^criticalPathLines: program: expected a run's program, got a run/);
    expect(refusal(() => criticalPathLines(1 as never, 2 as never))).toMatch(/^criticalPathLines: program: expected a run's program, got a number/);
  });

  it('refuses the execution of another program', () => {
    const other = run('(get-kitchen ?k)\n');
    expect(refusal(() => criticalPath(other.program!, r.execution!))).toBe(
      'criticalPath: execution: not an execution of this program (1 variable, 1 expression); pass the program and execution of the same run, criticalPath(run.program, run.execution)',
    );
  });

  it('still gives the lines of a run, and none for a run that did not execute', () => {
    expect(r.status).toBe('ok');
    expect(criticalPathLines(r.program, r.execution)).toEqual(criticalPath(r.program!, r.execution!).map((c) => c.line));
    expect(criticalPathLines(r.program, r.execution).length).toBeGreaterThan(0);
    expect(criticalPathLines(null, null)).toEqual([]);
  });
});
