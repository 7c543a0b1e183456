// Development check: runs the corpus's variant networks and compares status and execution time
// with the reference figures. Usage: npx tsx scripts/check-variants.ts [NAME-FILTER]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { formatNum } from '../src/numbers/num.ts';
import { Simulator } from '../src/simulator.ts';

const bench = process.env.IRL_KITCHEN_BENCHMARK ?? resolve(import.meta.dirname, '../../shared/benchmark');
const dir = join(bench, 'variants');
const rows = readFileSync(join(dir, 'reference-figures.csv'), 'utf8').trim().split('\n').slice(1);
const filter = process.argv[2] ?? '';
const sim = new Simulator();
let ok = 0;
let n = 0;
for (const row of rows) {
  const c = row.split(',');
  const file = c[0];
  if (!file.includes(filter)) continue;
  const status = c[c.length - 1];
  const time = c[7];
  const parsed = parseSolutionText(readFileSync(join(dir, file), 'utf8'), file);
  const r = sim.run(parsed.recipes[0], file);
  const want = status === 'ok' ? 'ok' : status === 'nil' ? 'unexecutable' : 'error';
  const got = r.executionTime === null ? '' : formatNum(r.executionTime);
  const wantTime = status === 'ok' ? time : '';
  const good = r.status === want && got === wantTime;
  n++;
  if (good) ok++;
  else console.log(`BAD ${file}: got ${r.status} ${got} want ${status} ${wantTime}\n    ${r.messages.slice(0, 3).join('\n    ')}`);
}
console.log(`${ok}/${n} variants match status and execution time`);
