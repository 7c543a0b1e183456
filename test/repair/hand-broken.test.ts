// Networks broken by hand the ways a writer breaks them, each repaired back to the gold network
// in one or two edits: a duplicated line (the copy dropped, the original's outputs left alone), a
// kitchen-state chain that goes on from an older state, a line whose output and kitchen state
// were swapped, and an ingredient fetched unlike its output's name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repair } from '../../src/repair/index.ts';
import { BENCHMARK, GOLD_DIR, run, VARIANTS_DIR } from '../support/simulate.ts';

const gold = () => readFileSync(join(GOLD_DIR!, 'almond-crescent-cookies.solution'), 'utf8').replace(/\s*$/, '\n');
const lines = () => gold().split('\n');
const brief = (r: ReturnType<typeof repair>) => r.edits.map((e) => `${e.kind} ${e.line} ${e.before} => ${e.after}`);
const clean = (text: string) => {
  const r = run(text);
  return r.status === 'ok' && !r.execution!.steps.some((s) => s.failed);
};

describe.skipIf(!GOLD_DIR)('repair of hand-broken networks', () => {
  it('a duplicated line with constants: one copy dropped, and nothing rewired that the other copy still makes', () => {
    // each constant is an object of its own, so the copies differ and both want ?proportioned-vanilla
    const ls = lines();
    const input = [...ls.slice(0, 6), ls[5], ...ls.slice(6)].join('\n'); // file line 6 twice
    const r = repair(input, { benchmark: BENCHMARK! });
    expect(r.before.status).toBe('unexecutable');
    expect(r.edits).toHaveLength(1);
    expect(r.edits[0]).toMatchObject({ kind: 'drop', line: 6, before: ls[5], after: null });
    expect(r.edits[0].reason).not.toMatch(/rewired/);
    expect(r.network).toBe(gold());
  });

  it('a duplicated line of variables only runs once, as in the reference: nothing to repair', () => {
    const ls = lines();
    const input = [...ls.slice(0, 12), ls[11], ...ls.slice(12)].join('\n'); // file line 12 twice
    const r = repair(input, { benchmark: BENCHMARK! });
    expect(r.before).toMatchObject({ status: 'ok', failedLines: [] });
    expect(r.edits).toEqual([]);
  });

  it('a line that goes on from an older kitchen state: relinked to the state the line before it left', () => {
    const input = gold().replace('?output-ks-c ?ks-with-beaten-mixture', '?output-ks-c ?ks-with-sugar');
    const r = repair(input, { benchmark: BENCHMARK! });
    // it runs, but binds failed objects: the bowls are still in the cabinet in that state
    expect(r.before.status).toBe('ok');
    expect(r.before.failedLines).toContain(14);
    expect(brief(r)).toEqual(['relink 14 ?ks-with-sugar => ?ks-with-beaten-mixture']);
    expect(r.edits[0].reason).toMatch(/\?ks-with-beaten-mixture is the kitchen state line 13 left, which no line takes up/);
    expect(r.network).toBe(gold());
  });

  it('an output and a kitchen state swapped (line 4): both users relinked, the network runs clean', () => {
    const input = gold().replace('(bring-to-temperature ?warm-butter ?ks-with-warm-butter', '(bring-to-temperature ?ks-with-warm-butter ?warm-butter');
    const r = repair(input, { benchmark: BENCHMARK! });
    expect(r.before.problems[0]).toMatch(/^E_INPUT_TYPE line 5:/);
    expect(brief(r)).toEqual(['relink 5 ?ks-with-warm-butter => ?warm-butter', 'relink 11 ?warm-butter => ?ks-with-warm-butter']);
    expect(r.repaired).toBe(true);
    expect(clean(r.network)).toBe(true);
    // the same network as the gold one, the two names exchanged
    expect(r.network.replace(/\?warm-butter\b/g, '?X').replace(/\?ks-with-warm-butter\b/g, '?warm-butter').replace(/\?X\b/g, '?ks-with-warm-butter')).toBe(gold());
  });

  it('an ingredient unlike its output\'s name (white-vinegar into ?proportioned-walnuts): changed where it is fetched, not the cut that stops dropped', () => {
    const text = readFileSync(join(VARIANTS_DIR!, 'easy-oatmeal-cookies--swap-ingredient-1.solution'), 'utf8');
    const r = repair(text, { benchmark: BENCHMARK! });
    expect(r.before.problems[0]).toMatch(/^E_SIMULATION line 14: cannot set is-cut of a white-vinegar/);
    expect(brief(r)).toEqual(['constant 13 white-vinegar => walnut']);
    expect(r.edits[0].reason).toMatch(/line 13 fetches white-vinegar into \?proportioned-walnuts, traced back from line 14: the kitchen has walnut/);
    const trimmed = (t: string) => t.split('\n').map((x) => x.trim()).join('\n').trim();
    expect(trimmed(r.network)).toBe(trimmed(readFileSync(join(GOLD_DIR!, 'easy-oatmeal-cookies.solution'), 'utf8')));
  });

  it('a line that takes its own output state as input: relinked to the state the chain left, the line kept', () => {
    const input = ['(get-kitchen ?kitchen)', '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)', '(beat ?x ?ks-2 ?ks-2 ?butter ?w)', '(fetch-and-proportion ?sugar ?ks-3 ?ks-2 ?bowl-2 white-sugar 120 g)', ''].join('\n');
    const r = repair(input);
    expect(brief(r)).toEqual(['relink 3 ?ks-2 => ?ks-1']);
    expect(r.network).toBe(input.replace('?ks-2 ?ks-2', '?ks-2 ?ks-1'));
    expect(clean(r.network)).toBe(true);
  });
});
