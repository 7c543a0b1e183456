// Mistakes a person or a language model makes when writing a network by hand, and what the reader
// and the program checks say about them: each message names the mistake and what to write instead.
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../src/diagnostics/diagnostic.ts';
import { solutionFileDiagnostics } from '../src/diagnostics/explain.ts';
import { formatProblem, parseSolutionText } from '../src/language/parse-solution.ts';
import { parseSegment, readSegments } from '../src/language/read-segments.ts';
import { Simulator } from '../src/simulator.ts';

const ROOT = resolve(import.meta.dirname, '..');
const sim = new Simulator();

/** The diagnostics of running `network` (a whole .solution text, its first recipe). */
function diagnosticsOf(network: string, simulator = sim, recipe = 0): Diagnostic[] {
  const parsed = parseSolutionText(network, 'n.solution');
  return simulator.run(parsed.recipes[recipe]!, 'n.solution').diagnostics ?? [];
}

/** The problems of every recipe read segment by segment from `text`, as `run` reads a file. */
async function segmentProblems(file: string, text: string): Promise<string[]> {
  const out: string[] = [];
  async function* chunks() {
    yield text;
  }
  for await (const segment of readSegments(file, chunks())) for (const unit of parseSegment(segment)) out.push(...unit.problems.map(formatProblem));
  return out;
}

describe('a variable written without its ?', () => {
  it('proposes the variable the network uses, not an ontology file', () => {
    const [d, ...rest] = diagnosticsOf('(get-kitchen ?kitchen)\n(fetch ?bowl ?ks-1 ?kitchen medium-bowl 1)\n(fetch ?tray ?ks-2 ks-1 baking-tray 1)\n');
    expect(rest).toEqual([]);
    expect(d.code).toBe('E_UNKNOWN_CONCEPT');
    expect([d.line, d.column]).toEqual([3, 20]);
    expect(d.message).toContain('did you mean the variable ?ks-1?');
    expect(d.hint).toBeUndefined();
  });

  it('finds a variable used only on a later line', () => {
    const [d] = diagnosticsOf('(get-kitchen ?kitchen)\n(fetch ?bowl ?ks-1 ?kitchen medium-bowl 1)\n(cut ?cut ?ks-3 ?ks-2 sliced-onion ?pattern ?knife ?board)\n(peel ?sliced-onion ?peel ?ks-2 ?ks-1 ?bowl ?knife-2)\n');
    expect(d.message).toContain('did you mean the variable ?sliced-onion?');
  });

  it('says that a ? stands alone when a blank after it adds an argument', () => {
    const [d] = diagnosticsOf('(get-kitchen ?kitchen)\n(fetch ?bowl ?ks-1 ? kitchen medium-bowl 1)\n');
    expect(d.code).toBe('E_ARITY');
    expect(d.message).toMatch(/, got 6; the \? at column 20 stands alone: write the variable's name right after it/);
  });

  it('still names the ontology file for a name no variable and no class is close to', () => {
    const [d] = diagnosticsOf('(get-kitchen ?kitchen)\n(fetch ?bowl ?ks-1 ?kitchen zzqx-thing 1)\n');
    expect(d.message).not.toContain('variable');
    expect(d.hint).toMatch(/ontology file/);
  });
});

describe('an ingredient named by one of its words', () => {
  it('proposes the classes the word is part of before names a few letters away', () => {
    const [d] = diagnosticsOf('(get-kitchen ?kitchen)\n(fetch-and-proportion ?dill ?ks-1 ?kitchen ?bowl dill 5 g)\n');
    expect(d.message).toMatch(/did you mean [a-z-]*\bdill\b[a-z-]*( or [a-z-]*\bdill\b[a-z-]*)*\?\)$/);
    expect(d.message).toContain('dried-dill-weed');
    expect(d.message).not.toMatch(/milk|oil\b/);
  });
});

describe('a document given as a network', () => {
  const markdown = '# Biscuits\n\nA note on the recipe, in prose.\n\n## Steps\n\n- mix the flour\n- bake it\n\n## Serving\n\nServe warm.\n';
  const recipeText = '<recipe>\n    <id>biscuits</id>\n    <title>Biscuits</title>\n    <ingredients>\n        <ingredient>200 g butter</ingredient>\n    </ingredients>\n</recipe>\n';

  it('tells the lines of an XML recipe text once, whatever the file is named', () => {
    for (const name of ['biscuits.xml', 'biscuits.solution']) {
      const problems = parseSolutionText(recipeText, name).problems.map(formatProblem);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(new RegExp(`^${name}:1:1: expected end of line, "\\(", or "#"; .*looks like XML.*one predicate per line`));
    }
  });

  it('refuses a Markdown file whole, read at once or segment by segment', async () => {
    const whole = parseSolutionText(markdown, 'notes.md');
    expect(whole.recipes).toEqual([]);
    expect(whole.problems).toHaveLength(1);
    expect(whole.problems[0].message).toMatch(/this file is not a network: its text looks like Markdown/);
    expect(await segmentProblems('notes.md', markdown)).toEqual(whole.problems.map(formatProblem));
  });

  it('keeps each line of a Markdown file that holds a network first', () => {
    const text = '# notes\n(get-kitchen ?kitchen)\nsome prose\nmore prose\nand more\n';
    expect(parseSolutionText(text, 'n.md').problems.map((p) => p.place.line)).toEqual([3, 4, 5]);
  });
});

describe('lines that look right but are not', () => {
  it('says what to do about a byte order mark inside the file', () => {
    const [d] = solutionFileDiagnostics(parseSolutionText('#a\n(get-kitchen ?k)\n\uFEFF#b\n(get-kitchen ?k)\n', 'n.solution'));
    expect([d.code, d.line, d.column]).toEqual(['E_SYNTAX', 3, 1]);
    expect(d.message).toContain('U+FEFF');
    expect(d.hint).toMatch(/^a file joined on \(cat a.solution b.solution\) kept its byte order mark: delete the mark/);
  });

  it('shows a predicate written without its parentheses with them, and tells each such line', () => {
    const diagnostics = solutionFileDiagnostics(parseSolutionText('get-kitchen ?k\nfetch ?a ?b ?k baking-tray 1\nfetch ?c ?d ?b baking-tray 1\n', 'n.solution'));
    expect(diagnostics.map((d) => d.hint)).toEqual(['a predicate is written in parentheses: (get-kitchen ?k)', 'a predicate is written in parentheses: (fetch ?a ?b ?k baking-tray 1)', 'a predicate is written in parentheses: (fetch ?c ?d ?b baking-tray 1)']);
  });

  it('names full-width parentheses, at the start of a line and in a name', () => {
    const problems = parseSolutionText('(get-kitchen ?k)\n\uFF08preheat-oven ?o ?k2 ?k ?oven 180 degrees-celsius\uFF09\n(fetch ?t ?k3 ?k baking-tray 1\uFF09\n', 'n.solution').problems;
    expect(problems.map((p) => [p.place.line, p.place.column])).toEqual([[2, 1], [3, 32]]);
    for (const p of problems) expect(p.message).toMatch(/full-width parenthesis\) at column \d+, .*write the ASCII parentheses \( and \)/);
    expect(problems[1].message).toContain('at column 31');
  });

  it('says that a # comment split the network, and that comments start with ;', () => {
    const text = '#cake\n(get-kitchen ?kitchen)\n(fetch ?bowl ?ks-1 ?kitchen medium-bowl 1)\n# pour the batter into the tin\n(fetch ?tray ?ks-2 ?ks-1 baking-tray 1)\n';
    const [d] = diagnosticsOf(text, sim, 1);
    expect(d.code).toBe('E_GET_KITCHEN_COUNT');
    expect(d.hint).toMatch(/^the line "# pour the batter into the tin" is read as the header of a recipe #pour.*a comment starts with ";"/);
    // a header of one id is no comment: the usual hint
    const [plain] = diagnosticsOf('#cake\n(fetch ?bowl ?ks-1 ?kitchen medium-bowl 1)\n');
    expect(plain.hint).toBe('start the network with one (get-kitchen ?kitchen) line');
  });
});

describe('a stop of a computed slot of a rule of ones own', () => {
  it('names the slot and the rule, not a requires', () => {
    const ext = new Simulator({ rulesDirs: [join(ROOT, 'examples/extension/rules')], ontologyFiles: [join(ROOT, 'examples/extension/ontology.yaml')] });
    // the kitchen has three mixers: the fourth whip binds a failed object to its tool, which is no can-beat
    const whips = [1, 2, 3, 4].map((i) => `(fetch-and-proportion ?c${i} ?f${i} ?w${i - 1} ?b${i} whipping-cream 100 ml)\n(whip-to-stiff-peaks ?x${i} ?w${i} ?f${i} ?c${i} ?m${i})\n`);
    const stop = diagnosticsOf(`(get-kitchen ?w0)\n${whips.join('')}`, ext).find((d) => d.code === 'E_SIMULATION');
    expect(stop?.message).toMatch(/\[wrong-type\(whipping-tool\)\]$/);
    expect(stop?.hint).toMatch(/computed a value for whipping-tool that is not of the slot's type/);
    expect(stop?.hint).not.toContain('requires');
  });
});
