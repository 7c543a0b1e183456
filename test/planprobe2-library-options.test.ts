// plan, repair and the task library called from Node as docs/PLANNING.md and docs/TASKS.md show
// them: a misspelt option is refused with the one meant (it left its default in place silently:
// `budgetSecond: 5` planned for 60 s), and a task planned by id is the task of the world planned
// in (corrected semantics gave the reference's goal, with its unmeetable conditions).
import { describe, expect, it } from 'vitest';
import { plan, planAsync } from '../src/plan/index.ts';
import { repair, repairAsync } from '../src/repair/index.ts';
import { Simulator } from '../src/simulator.ts';
import { getTask, listTasks, missingTask, unmeetableGoals } from '../src/tasks/index.ts';
import { BENCHMARK } from './support/simulate.ts';
import { refusal } from './support/thrown.ts';

const NETWORK = '(get-kitchen ?k)\n';

describe.skipIf(!BENCHMARK)('library options', () => {
  it('a misspelt option is refused, naming it and the one meant', async () => {
    const b = BENCHMARK!;
    expect(refusal(() => plan('afghan-biscuits', { benchmark: b, budgetSecond: 5 } as never))).toMatch(/^plan: no option "budgetSecond" \(did you mean budgetSeconds\?\)/);
    expect(refusal(() => repair(NETWORK, { nodeBudjet: 5 } as never))).toMatch(/^repair: no option "nodeBudjet" \(did you mean nodeBudget\?\)/);
    expect(refusal(() => getTask('afghan-biscuits', { benchmrk: b } as never))).toMatch(/^getTask: no option "benchmrk" \(did you mean benchmark\?\)/);
    expect(refusal(() => listTasks({ benchmark: b, derivee: { seed: 1, count: 1 } } as never))).toMatch(/^listTasks: no option "derivee" \(did you mean derive\?\)/);
    expect(refusal(() => missingTask('x', { benchmark: b, simm: null } as never))).toMatch(/^missingTask: no option "simm" \(did you mean sim\?\)/);
    await expect(planAsync('afghan-biscuits', { benchmark: b, signl: null } as never)).rejects.toThrow(/planAsync: no option "signl" \(did you mean signal\?\)/);
    await expect(repairAsync(NETWORK, { onProgres: () => {} } as never)).rejects.toThrow(/repairAsync: no option "onProgres" \(did you mean onProgress\?\)/);
  });

  it('every option the docs name is taken; one left undefined counts as not given', async () => {
    const b = BENCHMARK!;
    const r = plan('afghan-biscuits', { goal: 'visible', seed: 0, budgetSeconds: 1, maxNodes: 1, timing: false, benchmark: b, rules: [], ontology: [], semantics: 'reference', typo: undefined } as never);
    expect(r.search.maxNodes).toBe(1);
    const fixed = await repairAsync(NETWORK, { seed: 0, budgetSeconds: 1, nodeBudget: 1, maxEdits: 1, benchmark: b, file: 'x.solution', kitchen: 'full-kitchen', semantics: 'reference', rules: [], ontology: [], signal: new AbortController().signal, onProgress: () => {} });
    expect(fixed.edits).toEqual([]);
  });
});

describe.skipIf(!BENCHMARK)('a task planned by id, in corrected semantics', () => {
  it("is measured against the corrected world's goal", () => {
    const id = 'chocolate-cream-cheese-cupcakes';
    const corrected = getTask(id, { benchmark: BENCHMARK!, sim: new Simulator({ semantics: 'corrected' }) })!;
    const reference = getTask(id, { benchmark: BENCHMARK! })!;
    // the case this is about: the two worlds give this recipe different goals
    expect(unmeetableGoals(reference).length).toBeGreaterThan(0);
    expect(corrected.goal.conditions.length).not.toBe(reference.goal.conditions.length);
    const byId = plan(id, { benchmark: BENCHMARK!, semantics: 'corrected', maxNodes: 2, timing: false });
    const byTask = plan(corrected, { benchmark: BENCHMARK!, semantics: 'corrected', maxNodes: 2, timing: false });
    expect(byId.progress.total).toBe(corrected.goal.conditions.length);
    expect(JSON.stringify(byId)).toBe(JSON.stringify(byTask));
  });
});
