// The fuzzer's inputs: case `index` of seed `seed` is always the same text, made by one of the
// testing kit's generators (valid, broken, random and mutated networks, mutated corpus files,
// garbage, several recipes in one file, now and then a huge one), and mutated rule files and
// ontology YAML files (file-targets.ts).
import { benchmarkDir, goldDir } from '../src/benchmark-dir.ts';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Simulator } from '../src/simulator.ts';
import { mutatedOntologyArbitrary, mutatedRulesArbitrary, seedTexts } from './file-targets.ts';
import {
  brokenNetworkArbitrary,
  fc,
  kitchenFacts,
  mutatedTextArbitrary,
  NASTY_TOKENS,
  networkText,
  randomNetworkArbitrary,
  validNetworkArbitrary,
} from '../src/testing/index.ts';

export const CASE_KINDS = ['valid', 'broken', 'random', 'mutated-corpus', 'mutated-network', 'garbage', 'multi-recipe', 'huge', 'mutated-rules', 'mutated-ontology'] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

export interface FuzzCase {
  index: number;
  kind: CaseKind;
  text: string;
}

/** The corpus's `.solution` texts: gold networks and variants (none without a corpus). */
export function corpusTexts(): string[] {
  const dir = benchmarkDir();
  if (!dir) return [];
  const solutions = (d: string) => readdirSync(d).sort().filter((f) => f.endsWith('.solution')).map((f) => readFileSync(join(d, f), 'utf8'));
  const variants = join(dir, 'variants');
  return [...solutions(goldDir(dir)), ...(existsSync(variants) ? solutions(variants) : [])];
}

/** A 32-bit seed for one case: the run's seed and the case index, mixed so that no two pairs collide in practice. */
export function caseSeed(seed: number, index: number): number {
  const mix = (x: number) => {
    x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
    x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
    return (x ^ (x >>> 16)) >>> 0;
  };
  return mix((mix(seed >>> 0) + Math.imul(index, 0x9e3779b1)) >>> 0) | 0;
}

const WEIGHTS: Record<CaseKind, number> = {
  valid: 2,
  broken: 5,
  random: 6,
  'mutated-corpus': 5,
  'mutated-network': 3,
  garbage: 2,
  'multi-recipe': 1,
  huge: 0.05,
  'mutated-rules': 4,
  'mutated-ontology': 2,
};

/** Makes the cases of one simulator's world. */
export function caseMaker(sim: Simulator, kinds: readonly CaseKind[] = CASE_KINDS) {
  const facts = kitchenFacts(sim);
  const corpus = corpusTexts();
  const seeds = seedTexts();
  const goldIds = ['afghan-biscuits', 'best-brownies', 'cole-slaw', 'easy-banana-bread', 'broccoli-salad', 'not-a-recipe'];
  const id = fc.option(fc.constantFrom(...goldIds), { freq: 2 });
  const valid = fc.tuple(validNetworkArbitrary(facts, { maxSteps: 16 }), id).map(([n, i]) => networkText({ ...n, id: i }));
  const arbitraries: Record<CaseKind, fc.Arbitrary<string>> = {
    valid,
    broken: fc.tuple(brokenNetworkArbitrary(facts, { maxSteps: 14 }), id).map(([b, i]) => (i ? `#${i}\n${b.text}` : b.text)),
    random: fc.tuple(randomNetworkArbitrary(facts), id).map(([n, i]) => networkText({ ...n, id: i })),
    'mutated-corpus': corpus.length ? fc.constantFrom(...corpus).chain((t) => mutatedTextArbitrary(t, 6)) : valid.chain((t) => mutatedTextArbitrary(t, 6)),
    'mutated-network': valid.chain((t) => mutatedTextArbitrary(t, 4)),
    garbage: fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.array(fc.constantFrom(...NASTY_TOKENS, '(', ')', ' ', '\n', '?x', 'mix'), { maxLength: 80 }).map((ts) => ts.join('')),
    ),
    'multi-recipe': fc.array(fc.tuple(fc.constantFrom(...goldIds, ''), fc.oneof(valid, randomNetworkArbitrary(facts).map(networkText))), { maxLength: 5 }).map((rs) =>
      rs.map(([i, t]) => `#${i}\n${t}`).join('\n'),
    ),
    huge: fc.oneof(
      // many lines, one long line, deep nesting, a long chain
      fc.integer({ min: 2001, max: 4000 }).map((n) => '(get-kitchen ?k0)\n' + Array.from({ length: n }, (_, i) => `(fetch ?x${i} ?k${i + 1} ?k${i} whisk 1)`).join('\n')),
      fc.integer({ min: 50_000, max: 150_000 }).map((n) => `(get-kitchen ${'?k'.repeat(n)})`),
      fc.integer({ min: 20, max: 5000 }).map((n) => `(mix ${'('.repeat(n)}x${')'.repeat(n)})`),
      fc.integer({ min: 100, max: 1500 }).map((n) =>
        '(get-kitchen ?k0)\n' + Array.from({ length: n }, (_, i) => `(fetch-and-proportion ?b${i} ?k${i + 1} ?k${i} ?t${i} salt 1 g)`).join('\n'),
      ),
    ),
    'mutated-rules': mutatedRulesArbitrary(seeds.rules),
    'mutated-ontology': mutatedOntologyArbitrary(seeds.ontology),
  };
  const weighted = kinds.map((k) => ({ arbitrary: arbitraries[k].map((text) => ({ kind: k, text })), weight: Math.max(1, Math.round(WEIGHTS[k] * 20)) }));
  const all = fc.oneof(...weighted);
  return (seed: number, index: number): FuzzCase => {
    const [c] = fc.sample(all, { seed: caseSeed(seed, index), numRuns: 1 });
    return { index, ...c };
  };
}
