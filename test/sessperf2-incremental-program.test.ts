// A session's call extends the program of the call before (engine/program.ts extendProgram), and
// the engine derives the extended program's twins, blocked lines, variable uses and variable
// numbers from the earlier program's: on random networks, they equal what checking the whole
// network from scratch gives, also where an earlier program is extended twice (undo, then
// another line) or an extension is refused.
import { describe, expect, it } from 'vitest';
import { blockedLines } from '../src/engine/blocked.ts';
import { usesOf } from '../src/engine/execute.ts';
import { buildProgram, extendProgram, type Program } from '../src/engine/program.ts';
import { twinsOf } from '../src/engine/twins.ts';
import { Factory } from '../src/kitchen/entity.ts';
import type { Predicate } from '../src/language/ast.ts';
import { parseSolutionLines, parseSolutionText } from '../src/language/parse-solution.ts';
import { simulator } from './support/simulate.ts';

/** A small deterministic random source (mulberry32). */
function randomSource(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random line over few variables: lines repeat word for word, and some inputs no line produces. */
function randomLine(random: () => number): string {
  const pool = ['?kitchen', '?a', '?b', '?c', '?d', '?e', '?f', '?g'];
  const pick = (k: number) => {
    const left = [...pool];
    return Array.from({ length: k }, () => left.splice(Math.floor(random() * left.length), 1)[0]);
  };
  const r = random();
  if (r < 0.08) return '(frobnicate ?a ?b)'; // refused: the extension fails
  if (r < 0.3) return `(fetch ${pick(3).join(' ')} butter 200)`;
  return `(${r < 0.65 ? 'beat' : 'mix'} ${pick(5).join(' ')})`;
}

const sim = simulator();
const factory = () => new Factory(sim.world.ontology);
const predicatesOf = (lines: string[], firstLine: number): Predicate[] => parseSolutionLines(lines, 'test.solution', { firstLine }).recipes.flatMap((r) => r.predicates);

/** The same program as a fresh one: nothing derived from an earlier program. */
const fromScratch = (p: Program): Program => ({ ...p, expressions: [...p.expressions], variables: [...p.variables] });

/** What the engine derives for a program, in plain values. */
const derived = (p: Program) => ({ twins: twinsOf(p.expressions).map((g) => [...g]), blocked: blockedLines(p), uses: usesOf(p).map((u) => [...u]) });

/** The program's lines with their variables by name (constants by class), to compare numbering. */
const numbered = (p: Program) => p.expressions.map((e) => `${e.action.name} ${e.args.map((v) => `${v}:${p.variables[v].name}`).join(' ')}`);

describe('an extended program', () => {
  it('has the twins, blocked lines, uses and variable numbers of the whole network checked from scratch', () => {
    let extensions = 0;
    let twinned = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const random = randomSource(seed);
      // lines drawn from a few: many are written twice
      const vocabulary = Array.from({ length: 6 }, () => randomLine(random));
      const line = () => vocabulary[Math.floor(random() * vocabulary.length)];
      const first = ['(get-kitchen ?kitchen)', ...Array.from({ length: 1 + Math.floor(random() * 4) }, line).filter((l) => !l.startsWith('(frobnicate'))];
      const base = buildProgram(parseSolutionText(first.join('\n'), 'test.solution').recipes[0], sim.inventory, factory()).program!;
      // each program with its lines; an extension starts from the last one or, now and then, an earlier one
      const programs: { program: Program; lines: string[] }[] = [{ program: base, lines: first }];
      derived(base);
      for (let call = 0; call < 12; call++) {
        const from = random() < 0.25 ? programs[Math.floor(random() * programs.length)] : programs[programs.length - 1];
        const before = derived(from.program);
        const added = Array.from({ length: 1 + Math.floor(random() * 3) }, line);
        const { program } = extendProgram(from.program, predicatesOf(added, from.lines.length + 1), sim.inventory, factory());
        if (!program) continue;
        extensions++;
        const lines = [...from.lines, ...added];
        expect(derived(program)).toEqual(derived(fromScratch(program)));
        if (twinsOf(program.expressions).some((g) => g.length > 1)) twinned++;
        const whole = buildProgram(parseSolutionText(lines.join('\n'), 'test.solution').recipes[0], sim.inventory, factory());
        expect(whole.problems).toEqual([]);
        expect(numbered(program)).toEqual(numbered(whole.program!));
        // the program extended keeps what it had
        expect(derived(from.program)).toEqual(before);
        programs.push({ program, lines });
      }
    }
    expect(extensions).toBeGreaterThan(200);
    expect(twinned).toBeGreaterThan(100);
  });

  it('counts blocked lines among the new ones, and earlier ones a new line unblocks', () => {
    const whole = (lines: string[]) => buildProgram(parseSolutionText(['(get-kitchen ?kitchen)', ...lines].join('\n'), 'test.solution').recipes[0], sim.inventory, factory()).program!;
    // ?bowl is produced by no line: the beat waits for it forever
    const waiting = whole(['(fetch ?whisk ?ks0 ?kitchen whisk 1)', '(beat ?out ?ks1 ?ks0 ?bowl ?whisk)']);
    expect(blockedLines(waiting)).toBe(1);
    const fetched = extendProgram(waiting, predicatesOf(['(fetch ?bowl ?ks9 ?kitchen bowl 1)'], 4), sim.inventory, factory()).program!;
    expect(blockedLines(fetched)).toBe(0);
    const stuck = extendProgram(fetched, predicatesOf(['(mix ?m ?ks2 ?ks1 ?jar ?whisk)'], 5), sim.inventory, factory()).program!;
    expect(blockedLines(stuck)).toBe(1);
  });
});
