// A rule file whose mode computes a slot that its effect needs but gives it no default (found by
// the fuzzer: refrigerate without its default fridge): the run stops with no-value, naming the
// rule, the effect, the mode and the slot, never with an internal error.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { Simulator } from '../src/simulator.ts';
import { glaze } from './support/glaze-rule.ts';

const dir = mkdtempSync(join(tmpdir(), 'irl-fuzzprobe-no-default-'));
const file = join(dir, 'glaze.pl');

const run = (rule: string) => {
  writeFileSync(file, rule);
  const text = '#n\n(get-kitchen ?k)\n(fetch-and-proportion ?butter ?k1 ?k ?bowl butter 50 g)\n(glaze ?glazed ?k2 ?k1 ?butter ?brush)\n';
  return new Simulator({ rulesDirs: [dir] }).run(parseSolutionText(text, 'n.solution').recipes[0]!, 'n.solution');
};

describe('an effect given a slot no default fills', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stops with no-value and names the mode and the slot, not an internal error', () => {
    // mode 1 computes brush; without its default the effect gets nothing for it
    const result = run(glaze((t) => t.replace('default(1, brush, retrieve(whisk)).\n', '').replace('pre(1, retrieved(brush)).\n', '')));
    expect(result.status).toBe('error');
    expect(result.execution?.error?.reason).toBe('no-value(brush)');
    const message = result.messages.join('\n');
    expect(message).not.toMatch(/internal error/);
    expect(message).toContain(`${file}:11:11: effect mix_with_tool got no value for brush: mode 1 neither binds it nor gives it a default(1, brush, …)`);
  });

  it('runs the rule as written', () => {
    expect(run(glaze()).status).toBe('ok');
  });
});
