// `check` of a line whose rule's default makes a value its slot cannot hold: executing the line
// stops the simulation with wrong-type(Slot) (a default's value is checked as it is made), so
// check says the same as a refusal, where it threw the stop out of `session.check`.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSession } from '../src/session/index.ts';
import { stirRule } from './support/stir-rule.ts';

const STIR = stirRule('property(kitchen, [arrangement])');

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
