// What a network's author is told for a tool in a place nested in another place, a fetch of
// several objects of which none is found, an object a retrieval removed from the counter-top (by
// the reason's fields, whatever its words), and which unused output a dangling link is likely for.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../src/diagnostics/index.ts';
import { parseProblemDiagnostics } from '../src/diagnostics/explain.ts';
import { vanishedObject } from '../src/diagnostics/vanished.ts';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { Simulator } from '../src/simulator.ts';
import { run } from './support/simulate.ts';

const K = '#cucumber-slices-with-dill\n(get-kitchen ?kitchen)\n';
const diagnosticsOf = (text: string): Diagnostic[] => run(K + text).diagnostics!;

const dir = mkdtempSync(join(tmpdir(), 'irl-diag2probe-'));

/** Runs network lines in the kitchen `nested` of an ontology file whose places are `places` (YAML lines). */
function runNested(places: string[], lines: string[]) {
  const path = join(dir, `nested-${Math.random().toString(36).slice(2)}.yaml`);
  writeFileSync(path, ['kitchens:', '  - name: nested', '    places:', ...places].join('\n') + '\n');
  const parsed = parseSolutionText(['#own', '(get-kitchen ?kitchen)', ...lines].join('\n'), 'own.solution');
  return new Simulator({ ontologyFiles: [path], kitchen: 'nested' }).run(parsed.recipes[0], 'own.solution');
}

/** A fridge inside the pantry holding `tool`, and a cabinet holding `cabinet`. */
const fridgeInPantry = (tool: string, cabinet: string) => [
  '      - kitchen-cabinet:',
  `          contents: [${cabinet}]`,
  '      - pantry:',
  '          contents:',
  '            - fridge:',
  `                contents: [${tool}]`,
];

describe('a tool in a place nested in another place', () => {
  it('names the place it lies in and why it is not fetched there, not the outer place', () => {
    const r = runNested(fridgeInPantry('whisk', 'medium-bowl'), ['(fetch ?w ?ks-1 ?kitchen whisk 1)']);
    const [d] = r.diagnostics!;
    expect(d.message).toMatch(/^fetch failed: the whisk \(whisk-\d+\) was found in the fridge inside the pantry, but a step takes it out of the kitchen's own fridge, where it does not lie: a place nested in another is not one the reference looks up$/);
    expect(d.message).not.toMatch(/fetched from the pantry/);
    expect(d.hint).toMatch(/^move the whisk out of the nested fridge into one of the places the kitchen lists at the top/);
    expect(d.hint).not.toMatch(/bound variable/);
  });

  it('says so for a fetch of several that stops at it', () => {
    const r = runNested(fridgeInPantry('medium-bowl', '{medium-bowl: {count: 2}}'), ['(fetch ?b ?ks-1 ?kitchen medium-bowl 3)']);
    const [d] = r.diagnostics!;
    expect(d.message).toMatch(/^fetch failed: only 2 medium-bowls could be fetched, 3 asked for: the medium-bowl \(medium-bowl-\d+\) was found in the fridge inside the pantry/);
    expect(d.hint).toMatch(/^move the medium-bowl out of the nested fridge/);
  });

  it('says which place is looked in when a nested one of the class comes first', () => {
    // the pantry, listed first, holds a fridge: that fridge is the first of its class, not the one listed after
    const places = ['      - pantry:', '          contents:', '            - fridge:', '                contents: [medium-bowl]', '      - fridge:', '          contents: [whisk]'];
    const [d] = runNested(places, ['(fetch ?w ?ks-1 ?kitchen whisk 1)']).diagnostics!;
    expect(d.message).toMatch(/^fetch failed: the whisk \(whisk-\d+\) was found in the fridge, but a step takes it out of the first fridge of the kitchen, the one inside the pantry, where it does not lie/);
    expect(d.hint).toMatch(/^take the fridge out of the pantry/);
  });

  it('keeps the count of a tool the kitchen has none of unused, nested or not', () => {
    const r = runNested(fridgeInPantry('{whisk: {used: true}}', 'medium-bowl'), ['(fetch ?w ?ks-1 ?kitchen whisk 1)']);
    expect(r.diagnostics![0].message).toBe('fetch failed: no unused whisk in the pantry (1 whisk, all used)');
  });
});

describe('a fetch of several of which not one is found', () => {
  it('says why the first is missing instead of "only 0"', () => {
    const [d] = diagnosticsOf('(fetch ?p ?ks-1 ?kitchen saucepan 2)');
    expect(d.message).toBe('fetch failed: no saucepan anywhere in the kitchen');
    expect(d.hint).toMatch(/^the kitchen stocks no saucepan/);
    expect(d.hint).not.toMatch(/at most 0/);
  });

  it('still counts the ones found when some are', () => {
    const [d] = diagnosticsOf('(fetch ?w ?ks-1 ?kitchen whisk 1000)');
    expect(d.message).toMatch(/^fetch failed: the kitchen has only \d+ unused whisks, 1000 asked for$/);
  });
});

describe('an object a retrieval removed from the counter-top', () => {
  const text =
    '(fetch-and-proportion ?basil ?ks-1 ?kitchen ?bowl-1 brown-lentils 5 g)\n' +
    '(fetch-and-proportion ?sugar ?ks-2 ?ks-1 ?bowl-2 white-sugar 100 g)\n' +
    '(transfer-contents ?bowl-a ?rest-a ?ks-3 ?ks-2 ?bowl-1 ?sugar ?q-a ?u-a)\n';

  it('is traced by the reason’s object, so a reworded message keeps the trace and its hint', () => {
    const r = run(K + text);
    const program = r.program!;
    const ex = r.execution!;
    const at = ex.steps.findIndex((s) => program.expressions[s.expression].predicate.place.line === 5);
    const reason = ex.steps[at].reason!;
    expect(reason.code).toBe('F_NOT_IN_KITCHEN');
    expect(reason.subject).toMatch(/^medium-bowl-\d+$/);
    const reworded = { ...reason, message: 'the bowl went missing' };
    const traced = vanishedObject(program, ex, at, reworded);
    expect(traced?.reason.hint).toBe('fix the line that failed first');
    expect(traced?.reason.message).toMatch(/^the bowl went missing: fetch-and-proportion \(line 4\) retrieved it from the counter-top/);
    expect(traced?.cause?.line).toBe(3);
    // a reason about another object is not traced, whatever its words name
    expect(vanishedObject(program, ex, at, { ...reason, subject: 'whisk-1' })).toBeNull();
  });
});

describe('the unused output a dangling link likely stood for', () => {
  const hintOf = (lines: string) => diagnosticsOf(lines).find((d) => d.code === 'E_UNBOUND_INPUT')!.hint!;

  it("proposes a line's main output, never the container a transfer emptied", () => {
    const hint = hintOf(
      '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 100 g)\n' +
        '(fetch-and-proportion ?sugar ?ks-2 ?ks-1 ?bowl-2 white-sugar 30 g)\n' +
        '(transfer-contents ?all ?rest ?ks-3 ?ks-2 ?butter ?sugar ?q ?u)\n' +
        '(beat ?beaten ?ks-4 ?ks-3 ?broken ?whisk)\n',
    );
    expect(hint).toMatch(/e\.g\. \?all \(line 5 produces it and no line uses it\)$/);
  });

  it('proposes no by-product when it is the only unused output', () => {
    const hint = hintOf(
      '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 100 g)\n' +
        '(fetch-and-proportion ?sugar ?ks-2 ?ks-1 ?bowl-2 white-sugar 30 g)\n' +
        '(transfer-contents ?all ?rest ?ks-3 ?ks-2 ?butter ?sugar ?q ?u)\n' +
        '(beat ?beaten ?ks-4 ?ks-3 ?all ?whisk)\n' +
        '(transfer-contents ?all-2 ?rest-2 ?ks-5 ?ks-4 ?beaten ?broken ?q-2 ?u-2)\n',
    );
    expect(hint).toBe('make an earlier line produce ?broken, or use a variable an earlier line produces');
  });

  it('proposes an output declared more broadly than the slot (transfer-items gives a container, bake takes a transferable one)', () => {
    const hint = hintOf(
      '(fetch ?tray ?ks-1 ?kitchen baking-tray 1)\n' +
        '(fetch-and-proportion ?dough ?ks-2 ?ks-1 ?bowl butter 100 g)\n' +
        '(portion-and-arrange ?portions ?ks-3 ?ks-2 ?dough 25 g ?pattern ?countertop)\n' +
        '(transfer-items ?on-tray ?ks-4 ?ks-3 ?portions ?default-pattern ?tray)\n' +
        '(bake ?baked ?ks-5 ?ks-4 ?broken ?oven 10 minute 180 degrees-celsius)\n',
    );
    expect(hint).toMatch(/e\.g\. \?on-tray \(line 6 produces it and no line uses it\)$/);
  });
});

describe('counts and hints in plain words', () => {
  it('puts a class ending in -sh in the plural with -es', () => {
    const r = runNested(['      - kitchen-cabinet:', '          contents: [{brush: {count: 2}}, medium-bowl]'], ['(fetch ?b ?ks-1 ?kitchen brush 3)']);
    expect(r.diagnostics![0].message).toBe('fetch failed: the kitchen has only 2 unused brushes, 3 asked for');
  });

  it('offers a kitchen of your own without a dangling "or" when nothing it stocks could stand in', () => {
    const [d] = diagnosticsOf('(fetch ?b ?ks-1 ?kitchen brush 1)');
    expect(d.message).toBe('fetch failed: no brush anywhere in the kitchen');
    expect(d.hint).toBe('the kitchen stocks no brush: load a kitchen of your own that stocks it (--ontology FILE --kitchen NAME, docs/EXTENDING.md)');
  });

  it('does not tell to use an ingredient the kitchen stocks when it lies on the counter-top', () => {
    const r = runNested(
      ['      - counter-top:', '          contents:', '            - medium-bowl: {used: true, contents: [{bacon: {amount: "100 g"}}]}', '      - kitchen-cabinet:', '          contents: [{medium-bowl: {count: 2}}]'],
      ['(fetch-and-proportion ?b ?ks-1 ?kitchen ?bowl bacon 10 g)'],
    );
    const [d] = r.diagnostics!;
    expect(d.message).toMatch(/outside the counter-top/);
    expect(d.hint).not.toMatch(/the kitchen stocks/);
    expect(d.hint).toMatch(/pass the container that holds the bacon there as the input/);
  });
});

describe('the code of a line that cannot be read', () => {
  it('is the problem’s own, never guessed from its words', () => {
    const place = { file: 'p.solution', line: 1, column: 1 };
    const [syntax, unreadable] = parseProblemDiagnostics([
      { place, message: 'cannot read the file, as a line of it might say' },
      { place, message: 'reworded: the file is gone', code: 'E_UNREADABLE_FILE' },
    ]);
    expect([syntax.code, unreadable.code]).toEqual(['E_SYNTAX', 'E_UNREADABLE_FILE']);
  });
});
