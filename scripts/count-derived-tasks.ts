// Counts the derived tasks the generator can make (docs/TASKS.md): every variation of every
// corpus recipe, executed, by kind — offered, and giving a task. Usage: npx tsx scripts/count-derived-tasks.ts
import { requireBenchmarkDir } from '../src/benchmark-dir.ts';
import { Simulator } from '../src/simulator.ts';
import { buildCorpusTasks } from '../src/tasks/corpus.ts';
import { deriveTasks } from '../src/tasks/derive.ts';
import { candidateVariations } from '../src/tasks/enumerate.ts';
import { GoldStandards } from '../src/evaluator/gold-standards.ts';

const dir = requireBenchmarkDir(process.argv[2]);
const sim = new Simulator();
let started = performance.now();
const corpus = buildCorpusTasks(dir, sim);
console.log(`${corpus.length} corpus tasks built in ${Math.round(performance.now() - started)} ms`);
const golds = new GoldStandards(sim, dir);
const kindOf = (id: string) => id.split('~')[1].split('.')[0];
const offered = new Map<string, number>();
for (const t of corpus) for (const v of candidateVariations(golds.get(t.id), sim)) offered.set(v.kind, (offered.get(v.kind) ?? 0) + 1);
started = performance.now();
const all = deriveTasks(corpus, { seed: 0, count: Number.MAX_SAFE_INTEGER }, dir, sim);
const made = new Map<string, number>();
for (const t of all) made.set(kindOf(t.id), (made.get(kindOf(t.id)) ?? 0) + 1);
console.log(`${all.length} derived tasks of ${[...offered.values()].reduce((a, b) => a + b, 0)} variations, in ${Math.round(performance.now() - started)} ms`);
for (const [kind, n] of offered) console.log(`  ${kind}: ${made.get(kind) ?? 0} of ${n}`);
const perSplit = (s: string) => all.filter((t) => t.split === s).length;
console.log(`  train ${perSplit('train')}, test ${perSplit('test')}`);
