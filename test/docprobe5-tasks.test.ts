// Derived kitchens named on the command line or in a snapshot (docs/TASKS.md): a name that adds
// tools to a derived kitchen is refused for that reason, not as a kitchen that does not exist
// (`full-kitchen+2-baking-tray` alone is a kitchen `--kitchen` takes); and the derive options of
// listTasks, whose misspelt key was ignored with its value.
import { describe, expect, it } from 'vitest';
import { kitchenOntology } from '../src/tasks/derived-kitchen.ts';
import { getTask, listTasks, sessionOptionsFor } from '../src/tasks/index.ts';
import { refusal as inputRefusal, thrown } from './support/thrown.ts';

const world = { ontologyFiles: [], rulesDirs: [] };

/** The message of the UnknownKitchenError (an InputError) that calling `f` throws. */
function refusal(f: () => unknown): string {
  const t = thrown(f);
  expect(t).toMatch(/^UnknownKitchenError: /);
  return t.slice('UnknownKitchenError: '.length);
}

describe('derived kitchens by name', () => {
  it('takes a derived kitchen, and refuses one derived from it as derived twice', () => {
    expect(kitchenOntology('full-kitchen+2-baking-tray', world)).toHaveLength(1);
    const words = refusal(() => kitchenOntology('full-kitchen+2-baking-tray+1-whisk', world, { flag: '--kitchen' }));
    expect(words).toMatch(/^--kitchen full-kitchen\+2-baking-tray\+1-whisk: no such kitchen: "full-kitchen\+2-baking-tray" is itself a derived kitchen, and a derived task adds tools to a loaded kitchen once \(/);
    expect(words).not.toContain('no kitchen "full-kitchen+2-baking-tray"');
  });

  it('still names a misspelt base as no kitchen, with the closest', () => {
    expect(refusal(() => kitchenOntology('full-kitchn+2-baking-tray', world))).toMatch(/: no kitchen "full-kitchn" \(did you mean full-kitchen\?\)/);
  });

  it("a derived task's kitchen: its name is the base, its session the derived kitchen (as docs/TASKS.md says)", () => {
    const task = getTask('almond-crescent-cookies~tools.baking-tray.2')!;
    expect(task.kitchen.name).toBe('full-kitchen');
    expect(task.kitchen.yaml).toContain('name: full-kitchen+2-baking-tray');
    expect(sessionOptionsFor(task).kitchen).toBe('full-kitchen+2-baking-tray');
  });

  it('refuses a misspelt key of derive instead of ignoring it with its value', () => {
    expect(inputRefusal(() => listTasks({ derive: { seed: 1, count: 1, cout: 50 } as never }))).toBe('derive: no option "cout" (did you mean count?) (its options: seed, count)');
    expect(inputRefusal(() => listTasks({ derive: { seed: 1 } as never }))).toBe('derive.count: must be an integer ≥ 0, got nothing');
    expect(listTasks({ derive: { seed: 1, count: 1 } })).toHaveLength(31);
  });
});
