// A rule file may leave out a procedure's optional arguments (src/rules/physics-facts.ts says
// which): the quantitative mode then runs the procedure without them, never "cannot read
// properties of undefined".
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { runQuantitative } from '../src/quantitative/index.ts';
import { Simulator } from '../src/simulator.ts';

const EXAMPLE = resolve(import.meta.dirname, '../examples/extension/quantitative');
const DECLARED = 'physics(_, scatter(drizzled_object, syrup_container)).';

/** The example's drizzle action with its physics fact replaced by `fact`. */
function drizzleDeclaring(fact: string): Simulator {
  const dir = mkdtempSync(join(tmpdir(), 'physprobe-rules-'));
  const rule = readFileSync(join(EXAMPLE, 'rules/drizzle.pl'), 'utf8');
  expect(rule).toContain(DECLARED);
  writeFileSync(join(dir, 'drizzle.pl'), rule.replace(DECLARED, fact));
  return new Simulator({ rulesDirs: [dir] });
}

describe('quantitative mode: optional procedure arguments left out', () => {
  it.each([
    ['press', 'physics(_, press(drizzled_object)).'],
    ['place', 'physics(_, place(drizzled_object)).'],
  ])('%s with its output alone', async (procedure, fact) => {
    const recipe = parseSolutionText(readFileSync(join(EXAMPLE, 'network.solution'), 'utf8'), 'network.solution').recipes[0];
    const q = await runQuantitative(drizzleDeclaring(fact), recipe, 'network.solution', { backend: 'plain', maxParticles: 32 });
    expect(q.status).toBe('ok');
    const step = q.physics[q.timeline.findIndex((t) => t.action === 'drizzle')]!;
    expect(step.procedure).toBe(procedure);
    expect(step.measuredGrams).toBeGreaterThan(0);
  }, 60_000);
});
