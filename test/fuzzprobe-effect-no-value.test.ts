// A rule file whose mode computes a slot that its effect needs but gives it no default (found by
// the fuzzer: refrigerate without its default fridge): refused when it loads, naming the rule, the
// mode and the slot, never a run ending in an internal error.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { Simulator } from '../src/simulator.ts';
import { glaze } from './support/glaze-rule.ts';
import { refusal } from './support/thrown.ts';

const dir = mkdtempSync(join(tmpdir(), 'irl-fuzzprobe-no-default-'));
const file = join(dir, 'glaze.pl');

const run = (rule: string) => {
  writeFileSync(file, rule);
  const text = '#n\n(get-kitchen ?k)\n(fetch-and-proportion ?butter ?k1 ?k ?bowl butter 50 g)\n(glaze ?glazed ?k2 ?k1 ?butter ?brush)\n';
  return new Simulator({ rulesDirs: [dir] }).run(parseSolutionText(text, 'n.solution').recipes[0]!, 'n.solution');
};

describe('an effect given a slot no default fills', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is refused when it loads, naming the mode and the slot, rather than stopping every call', () => {
    // mode 1 computes brush; without its default the effect would get nothing for it
    const rule = glaze((t) => t.replace('default(1, brush, retrieve(whisk)).\n', '').replace('pre(1, retrieved(brush)).\n', ''));
    expect(refusal(() => run(rule))).toBe(
      `${file}:7:1: mode 1 computes brush, but neither a default nor its effect gives it a value (every call would stop with no-value(brush)): declare default(1, brush, How) or default(_, brush, How), or make it bound`,
    );
  });

  it('runs the rule as written', () => {
    expect(run(glaze()).status).toBe('ok');
  });
});
