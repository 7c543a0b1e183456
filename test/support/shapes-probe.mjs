// Run by test/hot-shapes.test.ts as `node --allow-natives-syntax --import tsx THIS BENCHMARK`: how
// many hidden classes V8 gives objects that hot code reads by the thousand, printed as JSON.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSolutionFile } from '../../src/language/parse-solution.ts';
import { openSession } from '../../src/session/index.ts';

const sameShape = new Function('a', 'b', 'return %HaveSameMap(a, b)');
/** The number of hidden classes among the objects. */
function shapes(objects) {
  const one = [];
  for (const o of objects) if (!one.some((r) => sameShape(r, o))) one.push(o);
  return one.length;
}

const benchmark = process.argv[2];
const gold = join(benchmark, 'data/gold-standard-solutions/meaning-only');
const files = readdirSync(gold).filter((f) => f.endsWith('.solution')).sort();
const predicates = files.flatMap((f) => readSolutionFile(join(gold, f)).recipes[0].predicates);

// a listing after five lines: entries made new, carried over from the listing before, and
// standing for constants that share one dry run
const lines = readFileSync(join(gold, 'almond-crescent-cookies.solution'), 'utf8').split('\n').filter((l) => l.startsWith('('));
const session = openSession({ benchmark });
for (const line of lines.slice(0, 5)) {
  session.admissible();
  session.execute(line);
}
const entries = session.admissible();
const parameters = entries.flatMap((e) => e.parameters);
console.log(
  JSON.stringify({
    predicates: predicates.length,
    predicateShapes: shapes(predicates),
    entries: entries.length,
    entryShapes: shapes(entries),
    parameters: parameters.length,
    parameterShapes: shapes(parameters),
  }),
);
