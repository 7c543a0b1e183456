// `check` of a line whose rule's default makes a value its slot cannot hold: executing the line
// stops the simulation with wrong-type(Slot) (a default's value is checked as it is made), so
// check says the same as a refusal, where it threw the stop out of `session.check`.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSession } from '../src/session/index.ts';

const STIR = `action(stir, 'stir the contents of a container with a tool').
slot(stirred, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(container_with_ingredients, in, transferable_container).
slot(tool, in, can_mix).
mode(1, [kitchen_state_in, container_with_ingredients], [stirred, kitchen_state_out, tool]).
default(1, tool, property(kitchen, [arrangement])).
pre(_, on_counter_top(container_with_ingredients)).
effect(_, mix_with_tool(container_with_ingredients, tool, mixed)).
time(_, stirred, kt + 30).
time(_, kitchen_state_out, kt + 30).
clock(_, kt + 30).
time(1, tool, none).
`;

describe('check of a line whose default gives its slot a value of the wrong type', () => {
  it('refuses the line with the stop executing it meets, and executing it stops so', () => {
    const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-stir-'));
    writeFileSync(join(dir, 'stir.pl'), STIR);
    const session = openSession({ rules: [dir] });
    session.execute('(fetch-and-proportion ?flour ?k1 ?kitchen ?bowl all-purpose-flour 200 g)');
    const line = '(stir ?st ?k2 ?k1 ?flour ?tool)';
    const checked = session.check(line);
    expect(checked.admissible).toBe(false);
    expect(checked.failed).toEqual([expect.objectContaining({ code: 'E_SIMULATION', message: expect.stringContaining('wrong-type(tool)') })]);
    expect(checked.failed[0].message).toContain('gave tool a sectionalized, which is not a can-mix');
    const executed = session.execute(line);
    expect(JSON.stringify(executed)).toContain('wrong-type(tool)');
  });
});
