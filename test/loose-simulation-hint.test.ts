// The hint of an E_SIMULATION stop: a shipped action stops as the reference does, while an action
// of the user's own rule folder stops by that folder's rule, which the hint names.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { Simulator } from '../src/simulator.ts';

const dir = mkdtempSync(join(tmpdir(), 'irl-loose-hint-'));
const rule = join(dir, 'check-bowl.pl');
// a bowl has no `baked` slot: this requires stops every run of the action
writeFileSync(
  rule,
  `action(check_bowl, 'check that a bowl could be baked').
slot(checked, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(bowl, in, transferable_container).
mode(1, [kitchen_state_in, bowl], [checked, kitchen_state_out]).
pre(_, on_counter_top(bowl)).
requires(_, settable(bowl, [baked])).
effect(_, wash(bowl)).
time(_, checked, kt + 1).
time(_, kitchen_state_out, kt + 1).
clock(_, kt + 1).
`,
);

const stopOf = (sim: Simulator, network: string) => {
  const recipe = parseSolutionText(network, 'n.solution').recipes[0]!;
  return sim.run(recipe, 'n.solution').diagnostics?.find((d) => d.code === 'E_SIMULATION');
};

describe('the hint of a simulation stop', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names the rule of a user action, not the reference', () => {
    const stop = stopOf(new Simulator({ rulesDirs: [dir] }), '#n\n(get-kitchen ?kitchen)\n(fetch ?bowl ?ks-1 ?kitchen medium-bowl 1)\n(check-bowl ?checked ?ks-2 ?ks-1 ?bowl)\n');
    expect(stop?.action).toBe('check-bowl');
    expect(stop?.hint).toContain(`the rule of check-bowl in ${rule} (yours, not the reference's)`);
    expect(stop?.hint).not.toContain('reference simulator stops');
  });

  it('says the reference stops too for a shipped action', () => {
    // white bread has no temperature slot: bake's contents_settable stops, as the reference does
    const stop = stopOf(
      new Simulator(),
      `#n
(get-kitchen ?kitchen)
(fetch-and-proportion ?slices ?ks-1 ?kitchen ?bowl white-bread-slice 2 piece)
(fetch ?tray ?ks-2 ?ks-1 baking-tray 1)
(transfer-contents ?on-tray ?rest ?ks-3 ?ks-2 ?tray ?slices ?q ?u)
(bake ?baked ?ks-4 ?ks-3 ?on-tray ?oven 20 minute 180 degrees-celsius)
`,
    );
    expect(stop?.action).toBe('bake');
    expect(stop?.hint).toMatch(/^the reference simulator stops with this error too/);
  });
});
