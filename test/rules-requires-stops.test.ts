// `irl-kitchen actions` names the error a `requires` stops with as a run stops: the fact's own,
// else the one the condition gives (a slot writer's setf-Slot, a missing gram conversion), and
// only else requires(Condition).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ActionModel } from '../src/action-model/types.ts';
import { schemaErrors } from './json-validate.ts';

const ROOT = resolve(import.meta.dirname, '..');
const cli = (...args: string[]) => spawnSync(process.execPath, [join(ROOT, 'bin/irl-kitchen.js'), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
const stopsOf = (model: ActionModel, action: string) =>
  Object.fromEntries(model.actions.find((a) => a.name === action)!.modes.flatMap((m) => m.conditions).filter((c) => c.kind === 'requires').map((c) => [c.condition, c.stop]));

describe('the stop of a requires in the action model', () => {
  it('is the error a run of the action stops with', () => {
    const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-stops-'));
    const network = join(dir, 'bread.solution');
    // plain white bread has no temperature slot: bake's contents_settable stops the run
    writeFileSync(
      network,
      `#bread
(get-kitchen ?kitchen)
(fetch-and-proportion ?slices ?ks-1 ?kitchen ?bowl white-bread-slice 2 piece)
(fetch ?tray ?ks-2 ?ks-1 baking-tray 1)
(transfer-contents ?on-tray ?rest ?ks-3 ?ks-2 ?tray ?slices ?q ?u)
(bake ?baked ?ks-4 ?ks-3 ?on-tray ?oven 20 minute 180 degrees-celsius)
`,
    );
    const run = JSON.parse(cli('run', network, '--json').stdout)[0];
    expect(run.messages).toEqual([expect.stringMatching(/:6:1: .*cannot set temperature of a white-bread-slice \[no-applicable-method\(setf-temperature\)\]$/)]);
    const model = JSON.parse(cli('actions', 'bake', 'cut', 'portion-and-arrange', 'crack', '--json').stdout) as ActionModel;
    expect(schemaErrors('action-model.schema.json', model)).toEqual([]);
    expect(stopsOf(model, 'bake')['contents_settable(thing_to_bake, [temperature, baked])']).toBe('no-applicable-method(setf-temperature) or no-applicable-method(setf-baked)');
    expect(stopsOf(model, 'cut')['settable(cutting_tool, [used])']).toBe('no-applicable-method(setf-used)');
    expect(stopsOf(model, 'portion-and-arrange')['weighable(container_with_dough, unit)']).toBe('no-conversion-entry(Ingredient)');
    expect(stopsOf(model, 'crack')['contents_measured(eggs)']).toBe('no-applicable-method(amount)');
    // a fact that names its error keeps it
    expect(stopsOf(model, 'bake')['heated(oven_to_bake_in)']).toBe('no-applicable-method(quantity)');
  });

  it('is requires(Condition) for a condition without an error of its own', () => {
    const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-stops-'));
    writeFileSync(
      join(dir, 'check-bowl.pl'),
      `action(check_bowl, 'check that a bowl is on the counter-top').
slot(washed, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(bowl, in, transferable_container).
mode(1, [kitchen_state_in, bowl], [washed, kitchen_state_out]).
requires(_, on_counter_top(bowl)).
requires(_, settable(bowl, [used])).
effect(_, wash(bowl)).
time(_, washed, kt + 1).
time(_, kitchen_state_out, kt + 1).
clock(_, kt + 1).
`,
    );
    const r = cli('actions', 'check-bowl', '--rules', dir, '--json');
    expect(r.stderr).toBe('');
    const model = JSON.parse(r.stdout) as ActionModel;
    expect(stopsOf(model, 'check-bowl')).toEqual({ 'on_counter_top(bowl)': 'requires(on_counter_top(bowl))', 'settable(bowl, [used])': 'no-applicable-method(setf-used)' });
  });
});
