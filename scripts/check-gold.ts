// Development check: runs every gold network of the corpus and compares its execution time
// with the reference figures. Usage: npx tsx scripts/check-gold.ts [NAME-FILTER] [--verbose]
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { formatNum } from '../src/numbers/num.ts';
import { Simulator } from '../src/simulator.ts';

const bench = process.env.IRL_KITCHEN_BENCHMARK ?? resolve(import.meta.dirname, '../../shared/benchmark');
const gold = join(bench, 'data/gold-standard-solutions/meaning-only');
const ref = new Map(
  readFileSync(join(bench, 'reference-figures/gold-reference.csv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(','))
    .map((c) => [c[0], c[5]]),
);
const filter = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '';
const verbose = process.argv.includes('--verbose');
const sim = new Simulator();
let ok = 0;
let n = 0;
for (const f of readdirSync(gold).filter((f) => f.endsWith('.solution') && f.includes(filter)).sort()) {
  const sf = parseSolutionText(readFileSync(join(gold, f), 'utf8'), f);
  const r = sim.run(sf.recipes[0], f);
  const got = r.executionTime === null ? 'nil' : formatNum(r.executionTime);
  const want = ref.get(f);
  n++;
  if (got === want) ok++;
  console.log(`${got === want ? 'OK ' : 'BAD'} ${f.padEnd(50)} ${r.status.padEnd(12)} got ${got} want ${want}`);
  if (got !== want || verbose) for (const m of r.messages.slice(0, 5)) console.log('    ' + m);
  if (verbose) for (const t of r.timeline) console.log(`    ${t.line} ${t.action} ${formatNum(t.start)}-${formatNum(t.end)} mode ${t.mode}${t.failed ? ' FAILED' : ''}`);
}
console.log(`${ok}/${n} gold execution times match`);
