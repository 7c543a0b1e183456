// Diagnostics as values: codes, places and root causes of small networks; the reasons failed
// objects carry; the catalogue against docs/DIAGNOSTICS.md and the JSON Schemas.
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import {
  ALL_CODES,
  DIAGNOSTIC_CODES,
  type Diagnostic,
  describeFailure,
  FAILURE_CODES,
  failureReasonOf,
  failureReasonToJson,
  formatDiagnostics,
  noRecipeDiagnostic,
  parseProblemDiagnostics,
} from '../src/diagnostics/index.ts';
import { Factory } from '../src/kitchen/entity.ts';
import { brokenNetworkArbitrary, fc, kitchenFacts } from '../src/testing/index.ts';
import { parseSolutionText, readSolutionFile } from '../src/language/parse-solution.ts';
import { Simulator } from '../src/simulator.ts';
import { entity, run, simulator, valueOf } from './support/simulate.ts';

const K = '(get-kitchen ?kitchen)\n';
const schema = (name: string) => JSON.parse(readFileSync(new URL(`../docs/schema/${name}.schema.json`, import.meta.url), 'utf8'));
const ajv = new Ajv2020({ allErrors: true, strict: true });
ajv.addSchema(schema('failure-reason'));
ajv.addSchema(schema('diagnostic'));
const validDiagnostic = ajv.getSchema('diagnostic.schema.json')!;
const validReason = ajv.getSchema('failure-reason.schema.json')!;

/** The run's diagnostics, each checked against the published schema. */
function diagnosticsOf(text: string, sim?: Simulator): Diagnostic[] {
  const file = parseSolutionText(text, 'test.solution');
  const r = (sim ?? simulator()).run(file.recipes[0], 'test.solution');
  for (const d of r.diagnostics!) expect(validDiagnostic(d), JSON.stringify(validDiagnostic.errors)).toBe(true);
  return r.diagnostics!;
}

const only = (diags: Diagnostic[], code: string) => diags.filter((d) => d.code === code);

describe('the catalogue', () => {
  const doc = readFileSync(new URL('../docs/DIAGNOSTICS.md', import.meta.url), 'utf8');

  it('docs/DIAGNOSTICS.md gives every code a section with an example, and names no other code', () => {
    for (const code of Object.keys(ALL_CODES)) expect(doc, code).toContain(`### ${code}\n`);
    const named = new Set(doc.match(/\b[EWF]_[A-Z_]+[A-Z]\b/g));
    expect([...named].sort()).toEqual(Object.keys(ALL_CODES).sort());
  });

  it('the schemas enumerate exactly the catalogue codes', () => {
    expect(schema('diagnostic').properties.code.enum).toEqual(Object.keys(DIAGNOSTIC_CODES));
    expect(schema('failure-reason').properties.code.enum).toEqual(Object.keys(FAILURE_CODES));
  });

  it('the schema refuses a diagnostic without its place or with an unknown code', () => {
    const good = { code: 'E_SYNTAX', severity: 'error', file: 'x.solution', line: 1, column: 1, message: 'm', rootCause: true };
    expect(validDiagnostic(good)).toBe(true);
    expect(validDiagnostic({ ...good, line: undefined })).toBe(false);
    expect(validDiagnostic({ ...good, code: 'E_NONSENSE' })).toBe(false);
  });
});

describe('a clean run', () => {
  it('has no diagnostic and no message', () => {
    const r = run(`${K}(fetch-and-proportion ?b ?ks1 ?kitchen ?t butter 10 g)`);
    expect(r.status).toBe('ok');
    expect(r.diagnostics).toEqual([]);
    expect(r.messages).toEqual([]);
  });
});

describe('program problems', () => {
  it('name their code and file:line:column, as the messages do', () => {
    const text = `${K}(frobnicate ?x ?ks1 ?kitchen)\n(cut ?a ?b)\n(fetch ?w ?ks1 ?kitchen flubber 1)\n(fetch ?v ?v ?kitchen whisk 1)\n(fetch ?u ?ks9 ?kitchen 12 1)`;
    const file = parseSolutionText(text, 'test.solution');
    const r = simulator().run(file.recipes[0], 'test.solution');
    expect(r.diagnostics!.map((d) => d.code)).toEqual(['E_UNKNOWN_ACTION', 'E_ARITY', 'E_UNKNOWN_CONCEPT', 'E_REPEATED_ARGUMENT', 'E_CONSTANT_TYPE']);
    expect(r.diagnostics!.map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`)).toEqual(r.messages);
    expect(r.diagnostics!.every((d) => d.rootCause && d.severity === 'error')).toBe(true);
    expect(r.diagnostics![1].action).toBe('cut');
  });

  it('an unknown action with no close name hints at its rules folder; a typo gets its "did you mean" alone', () => {
    const unknown = diagnosticsOf(`${K}(whip-to-stiff-peaks ?w ?ks1 ?kitchen ?b ?m)`)[0];
    expect(unknown).toMatchObject({ code: 'E_UNKNOWN_ACTION', message: 'unknown action whip-to-stiff-peaks' });
    expect(unknown.hint).toMatch(/loaded \(--rules DIR\); `irl-kitchen actions` lists the known ones$/);
    const typo = diagnosticsOf(`${K}(beet ?w ?ks1 ?kitchen ?b ?m)`)[0];
    expect(typo.message).toMatch(/did you mean beat/);
    expect(typo.hint).toBeUndefined();
  });

  it('a misspelt ingredient or tool gets the closest class a network may name; a class that is no concept is never proposed', () => {
    const typo = diagnosticsOf(`${K}(fetch-and-proportion ?b ?ks1 ?kitchen ?t buter 10 g)`)[0];
    expect(typo).toMatchObject({ code: 'E_UNKNOWN_CONCEPT', line: 2 });
    expect(typo.message).toMatch(/"buter": no class of that name \(did you mean butter\?\)$/);
    expect(diagnosticsOf(`${K}(fetch ?w ?ks1 ?kitchen wisk 1)`)[0].message).toMatch(/did you mean whisk\?/);
    // kitchen-state is a class, but not one a network can name as a constant
    expect(diagnosticsOf(`${K}(fetch ?w ?ks1 ?kitchen kitchen-stat 1)`)[0].message).toMatch(/\(did you mean kitchen-sink\?\)$/);
  });

  it('a network without get-kitchen, or one too large', () => {
    expect(diagnosticsOf('(fetch ?w ?ks1 ?kitchen whisk 1)')[0]).toMatchObject({ code: 'E_GET_KITCHEN_COUNT', line: 1 });
    const big = K + Array.from({ length: 2001 }, (_, i) => `(fetch ?w${i} ?ks${i + 1} ?ks${i} whisk 1)`).join('\n');
    expect(diagnosticsOf(big)[0].code).toBe('E_NETWORK_TOO_LARGE');
  });

  it('unreadable lines and empty files', () => {
    const file = parseSolutionText(`${K}(cut ?a ?b`, 'bad.solution');
    const [d] = parseProblemDiagnostics(file.problems);
    expect(d).toMatchObject({ code: 'E_SYNTAX', file: 'bad.solution', line: 2, rootCause: true });
    expect(validDiagnostic(d)).toBe(true);
    expect(validDiagnostic(noRecipeDiagnostic('empty.solution'))).toBe(true);
    const [missing] = parseProblemDiagnostics(readSolutionFile('/nonexistent/missing.solution').problems);
    expect(missing).toMatchObject({ code: 'E_UNREADABLE_FILE', line: 1, column: 1 });
  });
});

describe('failed objects carry a reason', () => {
  it('no unused medium bowl left: the action, its line and the counts', () => {
    const lines = Array.from({ length: 40 }, (_, i) => `(fetch-and-proportion ?b${i} ?ks${i + 1} ${i ? `?ks${i}` : '?kitchen'} ?t${i} butter 10 g)`);
    const r = run(K + lines.join('\n'));
    const firstFailed = r.execution!.steps.find((s) => s.failed)!;
    const line = r.program!.expressions[firstFailed.expression].predicate.place.line;
    const failed = entity(valueOf(r, `?b${line - 2}`));
    expect(failed.cls.name).toBe('failed-object');
    const reason = failureReasonOf(failed)!;
    expect(reason).toMatchObject({ code: 'F_NO_UNUSED_OBJECT', action: 'fetch-and-proportion', line });
    expect(reason.message).toMatch(/^no unused medium-bowl in the kitchen \(\d+ medium-bowls, all used: /);
    expect(reason.hint).toContain('medium-bowl');
    expect(describeFailure(reason)).toBe(`fetch-and-proportion (line ${line}): ${reason.message}`);
    // the default target container fails with the same reason
    expect(failureReasonOf(valueOf(r, `?t${line - 2}`))).toBe(reason);
    expect(validReason(failureReasonToJson(reason))).toBe(true);
    expect(validReason(reason)).toBe(true);
  });

  it('the reason stays out of the slots', () => {
    const r = run(`${K}(fetch-and-proportion ?b ?ks1 ?kitchen ?t bacon 10 g)`);
    const failed = entity(valueOf(r, '?b'));
    const fresh = new Factory(simulator().world.ontology).make('failed-object');
    expect(Object.keys(failed.s)).toEqual(Object.keys(fresh.s));
    expect(Object.getOwnPropertyNames(failed).sort()).toEqual(Object.getOwnPropertyNames(fresh).sort());
  });

  it('an ingredient the kitchen does not stock', () => {
    const r = run(`${K}(fetch-and-proportion ?b ?ks1 ?kitchen ?t bacon 10 g)`);
    expect(failureReasonOf(valueOf(r, '?b'))).toMatchObject({ code: 'F_NO_INGREDIENT', message: 'no bacon anywhere in the kitchen', line: 2 });
    expect(r.diagnostics).toEqual([expect.objectContaining({ code: 'W_ACTION_FAILED', rootCause: true, line: 2, failure: expect.objectContaining({ code: 'F_NO_INGREDIENT' }) })]);
  });

  it('more objects than the kitchen has', () => {
    const r = run(`${K}(fetch ?w ?ks1 ?kitchen whisk 10)`);
    expect(failureReasonOf(valueOf(r, '?w'))).toMatchObject({ code: 'F_NO_UNUSED_OBJECT', message: 'the kitchen has only 9 unused whisks, 10 asked for' });
  });

  it('a container that must lie on the counter-top lies in the cabinet (the wrong kitchen state)', () => {
    const r = run(`${K}(fetch-and-proportion ?b ?ks1 ?kitchen ?t butter 10 g)\n(bring-to-temperature ?w ?ks2 ?kitchen ?b 20 degrees-celsius)`);
    const reason = failureReasonOf(valueOf(r, '?w'))!;
    expect(reason.code).toBe('F_NOT_ON_COUNTER_TOP');
    expect(reason.message).toMatch(/^the container with ingredients \(medium-bowl medium-bowl-\d+\) is in the kitchen-cabinet, not on the counter-top$/);
  });

  it('a container without a cover cannot be shaken, nor uncovered', () => {
    const r = run(`${K}(fetch-and-proportion ?b ?ks1 ?kitchen ?t butter 10 g)\n(shake ?s ?ks2 ?ks1 ?b)\n(uncover ?u ?c ?ks3 ?ks2 ?b)`);
    expect(failureReasonOf(valueOf(r, '?s'))).toMatchObject({ code: 'F_NOT_COVERED', message: expect.stringMatching(/^the medium-bowl medium-bowl-\d+ has no cover on$/), hint: 'cover it first' });
    expect(failureReasonOf(valueOf(r, '?c'))).toMatchObject({ code: 'F_NOT_COVERED', action: 'uncover', line: 4 });
  });

  it('an empty container cannot be emptied', () => {
    const r = run(`${K}(fetch ?bowl ?ks1 ?kitchen medium-bowl 1)\n(transfer-contents ?o ?r ?ks2 ?ks1 ?t ?bowl ?q ?u)`);
    for (const v of ['?o', '?r', '?q', '?u']) expect(failureReasonOf(valueOf(r, v))?.code).toBe('F_EMPTY');
  });

  it('a failed input: the reason points at the first failure, and that one is the only root cause', () => {
    const r = run(`${K}(fetch ?w ?ks1 ?kitchen whisk 10)\n(fetch-and-proportion ?b ?ks2 ?ks1 ?t butter 10 g)\n(beat ?x ?ks3 ?ks2 ?b ?w)`);
    const first = failureReasonOf(valueOf(r, '?w'))!;
    const second = failureReasonOf(valueOf(r, '?x'))!;
    expect(second).toMatchObject({ code: 'F_FAILED_INPUT', action: 'beat', line: 4, message: 'the tool is a failed object of fetch (line 2)' });
    expect(second.cause).toBe(first);
    const [root, cascade] = r.diagnostics!;
    expect(root).toMatchObject({ code: 'W_ACTION_FAILED', line: 2, rootCause: true });
    expect(cascade).toMatchObject({ code: 'W_ACTION_FAILED', line: 4, rootCause: false, causes: [{ code: 'W_ACTION_FAILED', line: 2, column: 1 }] });
  });

  it('a failed step that binds no failed object still says why', () => {
    // a failed object is also a fridge: refrigerate takes it, fails, and binds its container unchanged
    const r = run(`${K}(fetch ?w ?ks1 ?kitchen whisk 10)\n(fetch-and-proportion ?b ?ks2 ?ks1 ?t butter 10 g)\n(refrigerate ?c ?ks3 ?ks2 ?b ?w 1 hour)`);
    const step = r.execution!.steps.find((s) => s.failed && r.program!.expressions[s.expression].action.name === 'refrigerate');
    expect(entity(valueOf(r, '?c')).cls.name).toBe('medium-bowl');
    expect(step?.reason).toMatchObject({ code: 'F_FAILED_INPUT', action: 'refrigerate', line: 4, message: 'the refrigerator is a failed object of fetch (line 2)' });
    expect(r.diagnostics!.find((d) => d.line === 4)).toMatchObject({ code: 'W_ACTION_FAILED', rootCause: false });
  });
});

describe('every action that can fail says why', () => {
  // ?f is a failed object (line 2), ?b a bowl of butter on the counter-top, ?kn a knife
  const P = `${K}(fetch ?f ?ks1 ?kitchen whisk 10)\n(fetch-and-proportion ?b ?ks2 ?ks1 ?t butter 10 g)\n(fetch ?kn ?ks3 ?ks2 knife 1)\n`;
  const failedInput: Record<string, string> = {
    bake: '(bake ?o ?ks4 ?ks3 ?f ?oven 25 minute 180 degrees-celsius)',
    beat: '(beat ?o ?ks4 ?ks3 ?f ?tool)',
    boil: '(boil ?o ?ks4 ?ks3 ?f ?stove ?heat 10 minute)',
    'bring-to-temperature': '(bring-to-temperature ?o ?ks4 ?ks3 ?f 20 degrees-celsius)',
    cover: '(cover ?o ?ks4 ?ks3 ?f ?lid)',
    crack: '(crack ?o ?ks4 ?ks3 ?f ?b)',
    cut: '(cut ?o ?ks4 ?ks3 ?f chopped ?knife ?board)',
    dip: '(dip ?o ?ks4 ?ks3 ?f ?b)',
    drain: '(drain ?o ?rest ?ks4 ?ks3 ?f ?colander)',
    flour: '(flour ?o ?ks4 ?ks3 ?f ?flour)',
    fry: '(fry ?o ?ks4 ?ks3 ?f ?stove ?heat ?q ?u)',
    grease: '(grease ?o ?ks4 ?ks3 ?f ?butter)',
    'leave-for-time': '(leave-for-time ?o ?ks4 ?ks3 ?f 10 minute)',
    line: '(line ?o ?ks4 ?ks3 ?f ?paper)',
    mash: '(mash ?o ?ks4 ?ks3 ?f ?fork)',
    melt: '(melt ?o ?ks4 ?ks3 ?f ?tool)',
    mix: '(mix ?o ?ks4 ?ks3 ?f ?whisk)',
    peel: '(peel ?o ?peels ?ks4 ?ks3 ?f ?knife)',
    'portion-and-arrange': '(portion-and-arrange ?o ?ks4 ?ks3 ?f 25 g ?pattern ?dest)',
    refrigerate: '(refrigerate ?o ?ks4 ?ks3 ?f ?fridge ?q ?u)',
    seed: '(seed ?o ?seeds ?ks4 ?ks3 ?f ?knife)',
    shake: '(shake ?o ?ks4 ?ks3 ?f)',
    shape: '(shape ?o ?ks4 ?ks3 ?f ball-shape)',
    sift: '(sift ?o ?ks4 ?ks3 ?target ?f ?sift)',
    spread: '(spread ?o ?ks4 ?ks3 ?f ?b ?kn)',
    sprinkle: '(sprinkle ?o ?ks4 ?ks3 ?f ?b)',
    'transfer-contents': '(transfer-contents ?o ?r ?ks4 ?ks3 ?t2 ?f ?q ?u)',
    'transfer-items': '(transfer-items ?o ?ks4 ?ks3 ?f ?pattern ?b)',
    wash: '(wash ?o ?ks4 ?ks3 ?f)',
  };

  it.each(Object.entries(failedInput))('%s given a failed object: F_FAILED_INPUT, pointing at the failure it comes from', (action, line) => {
    const r = run(P + line);
    expect(r.status).toBe('ok');
    const step = r.execution!.steps.find((s) => r.program!.expressions[s.expression].predicate.place.line === 5)!;
    expect(step.failed).toBe(true);
    expect(step.reason).toMatchObject({ code: 'F_FAILED_INPUT', action, line: 5 });
    expect(step.reason!.message).toMatch(/^the [a-z -]+ is a failed object of fetch \(line 2\)$/);
    expect(step.reason!.cause).toBe(failureReasonOf(valueOf(r, '?f')));
    const out = valueOf(r, '?o');
    if (entity(out).isA('failed-object')) expect(failureReasonOf(out)).toBe(step.reason);
    expect(r.diagnostics!.find((d) => d.line === 5)).toMatchObject({ code: 'W_ACTION_FAILED', rootCause: false, causes: [{ line: 2 }] });
  });

  // the reference stops with an error (or never runs the line) where a failed object reaches these
  it.each([
    ['flatten', '(flatten ?o ?ks4 ?ks3 ?f ?tool)', 'error'],
    ['grind', '(grind ?o ?ks4 ?ks3 ?f ?tool)', 'error'],
    ['mingle', '(mingle ?o ?ks4 ?ks3 ?f ?spoon)', 'error'],
    ['separate-eggs', '(separate-eggs ?y ?w ?ks4 ?ks3 ?f ?yb ?wb ?sep)', 'error'],
    ['uncover', '(uncover ?o ?c ?ks4 ?ks3 ?f)', 'error'],
    ['top-with', '(top-with ?o ?ks4 ?ks3 ?f ?b ?q ?u)', 'unexecutable'],
  ])('%s given a failed object: %s with a diagnostic at its line', (_action, line, status) => {
    const r = run(P + line);
    expect(r.status).toBe(status);
    expect(r.diagnostics!.some((d) => d.line === 5)).toBe(true);
  });

  const B = `${K}(fetch-and-proportion ?b ?ks1 ?kitchen ?t butter 10 g)\n`;
  it.each([
    ['fry', '(fry ?o ?ks2 ?ks1 ?b ?stove ?heat ?q ?u)', 'F_WRONG_KIND', 'the thing to fry (a medium-bowl) is not a heatable-container'],
    ['boil', '(boil ?o ?ks2 ?ks1 ?b ?stove ?heat 10 minute)', 'F_WRONG_KIND', 'the thing to boil (a medium-bowl) is not a heatable-container'],
    ['line', '(line ?o ?ks2 ?ks1 ?b ?paper)', 'F_WRONG_KIND', 'cannot line a medium-bowl, not a list of lineables'],
    // without a portion size, portions go one per tin: the destination must be muffin tins
    ['portion-and-arrange', '(portion-and-arrange ?o ?ks2 ?ks1 ?b ?q ?u ?pattern ?t)', 'F_WRONG_KIND', 'the destination (a medium-bowl) is not a muffin-tins'],
    ['wash', '(wash ?o ?ks2 ?kitchen ?b)', 'F_NOT_ON_COUNTER_TOP', /^the container with input ingredients \(medium-bowl [a-z0-9-]+\) is in the kitchen-cabinet, not on the counter-top$/],
    ['mix', '(mix ?o ?ks2 ?kitchen ?b ?whisk)', 'F_NOT_ON_COUNTER_TOP', /^the container with input ingredients /],
    ['sprinkle', '(sprinkle ?o ?ks2 ?kitchen ?b ?t)', 'F_NOT_ON_COUNTER_TOP', /^the object \(medium-bowl/],
  ])('%s: %s', (action, line, code, message) => {
    const r = run(B + line);
    const step = r.execution!.steps.find((s) => r.program!.expressions[s.expression].predicate.place.line === 3)!;
    expect(step.reason).toMatchObject({ code, action, line: 3 });
    if (typeof message === 'string') expect(step.reason!.message).toBe(message);
    else expect(step.reason!.message).toMatch(message);
    expect(step.reason!.hint).toBeTruthy();
    expect(r.diagnostics!.find((d) => d.line === 3)).toMatchObject({ code: 'W_ACTION_FAILED', rootCause: true });
  });
});

describe('unexecutable networks: root causes and what merely waited', () => {
  it('a variable no line produces is the root; lines waiting on it are not', () => {
    const r = run(`${K}(fetch-and-proportion ?b ?ks1 ?kitchen ?t butter 10 g)\n(beat ?x ?ks2 ?ks1 ?buter ?whisk)\n(bake ?y ?ks3 ?ks2 ?x ?oven 25 minute 180 degrees-celsius)`);
    expect(r.status).toBe('unexecutable');
    // the messages keep their wording
    expect(r.messages).toEqual([
      'test.solution:3:1: beat never ran: waiting for ?buter, which no executed action produced',
      'test.solution:4:1: bake never ran: waiting for ?ks2, ?x, which no executed action produced',
    ]);
    const [root, waited] = r.diagnostics!;
    expect(root).toMatchObject({ code: 'E_UNBOUND_INPUT', variable: '?buter', line: 3, action: 'beat', rootCause: true });
    expect(waited).toMatchObject({ code: 'E_WAITING', line: 4, rootCause: false, severity: 'note', causes: [{ code: 'E_UNBOUND_INPUT', line: 3, column: 1, variable: '?buter' }] });
  });

  it('a dropped kitchen-state link, with the likely variable as a hint', () => {
    const d = diagnosticsOf(`${K}(fetch-and-proportion ?b ?ks1 ?kitchen ?t butter 10 g)\n(fetch-and-proportion ?c ?ks2 ?ks-1 ?t2 sugar 10 g)`);
    expect(d).toEqual([expect.objectContaining({ code: 'E_UNBOUND_KITCHEN_STATE', variable: '?ks-1', line: 3, hint: 'did you mean ?ks1?' })]);
  });

  it('a short name is no typo of another short name two edits away: ?zz is not taken for ?k', () => {
    const [d] = diagnosticsOf('(get-kitchen ?k)\n(fetch ?w ?ks1 ?zz whisk 1)');
    expect(d).toMatchObject({ code: 'E_UNBOUND_KITCHEN_STATE', variable: '?zz' });
    expect(d.hint).not.toMatch(/did you mean/);
    expect(diagnosticsOf('(get-kitchen ?ks)\n(fetch ?w ?ks1 ?ks whisk 1)\n(fetch ?v ?ks2 ?kz whisk 1)')[0].hint).toBe('did you mean ?ks?');
  });

  it('the hint never proposes a variable of the waiting line itself (one argument in two slots is refused)', () => {
    // ?b, the line's own output, is one edit from ?x: proposing it would make a repeated argument
    const [d] = diagnosticsOf(`${K}(shake ?b ?ks1 ?kitchen ?x)`);
    expect(d).toMatchObject({ code: 'E_UNBOUND_INPUT', variable: '?x', line: 2 });
    expect(d.hint).not.toMatch(/\?b\b/);
    const [ks] = diagnosticsOf(`${K}(fetch ?w ?ks2 ?ks1 whisk 1)`);
    expect(ks).toMatchObject({ code: 'E_UNBOUND_KITCHEN_STATE', variable: '?ks1' });
    expect(ks.hint).not.toMatch(/\?ks2\b/);
  });

  it('cannot cut a whisk', () => {
    const [d] = diagnosticsOf(`${K}(fetch ?w ?ks1 ?kitchen whisk 1)\n(cut ?c ?ks2 ?ks1 ?w chopped ?k ?board)`);
    expect(d).toMatchObject({ code: 'E_INPUT_TYPE', variable: '?w', rootCause: true });
    expect(d.message).toMatch(/^cannot cut a whisk: /);
  });

  it('a failed action whose output a later line cannot take is the root of that line', () => {
    const d = diagnosticsOf(`${K}(fetch ?p ?ks1 ?kitchen food-processor 10)\n(fetch-and-proportion ?b ?ks2 ?ks1 ?t almond 10 g)\n(grind ?g ?ks3 ?ks2 ?b ?p)\n(mix ?m ?ks4 ?ks3 ?g ?whisk)`);
    expect(d.map((x) => [x.code, x.line, x.rootCause])).toEqual([
      ['E_ACTION_FAILED', 2, true],
      ['E_WAITING', 4, false],
      ['E_WAITING', 5, false],
    ]);
    expect(d[1].message).toContain('its grinding-tool ?p is a failed object');
    expect(d[2].causes).toEqual([{ code: 'E_ACTION_FAILED', line: 2, column: 1 }]);
  });

  it('a failure nothing needed stays a warning beside the failure that blocked', () => {
    const d = diagnosticsOf(
      `${K}(fetch-and-proportion ?bc ?ks0 ?kitchen ?t0 bacon 10 g)\n(fetch ?p ?ks1 ?ks0 food-processor 10)\n(fetch-and-proportion ?b ?ks2 ?ks1 ?t almond 10 g)\n(grind ?g ?ks3 ?ks2 ?b ?p)`,
    );
    expect(d.map((x) => [x.code, x.line, x.rootCause])).toEqual([
      ['W_ACTION_FAILED', 2, true],
      ['E_ACTION_FAILED', 3, true],
      ['E_WAITING', 5, false],
    ]);
    expect(d[1].severity).toBe('error');
    expect(d[2].causes).toEqual([{ code: 'E_ACTION_FAILED', line: 3, column: 1 }]);
  });

  it('an output bound twice, an action that binds nothing, lines waiting in a circle', () => {
    expect(diagnosticsOf(`${K}(fetch ?w ?ks1 ?kitchen whisk 1)\n(fetch ?w ?ks2 ?ks1 whisk 1)`)[0]).toMatchObject({ code: 'E_OUTPUT_ALREADY_BOUND', variable: '?w', line: 3 });
    expect(diagnosticsOf(`${K}(fetch ?w ?ks1 ?kitchen whisk 1)\n(shape ?s ?ks2 ?ks1 ?w ball-shape)`)[0]).toMatchObject({ code: 'E_NO_BINDING', line: 3 });
    const circle = diagnosticsOf(`${K}(mix ?a ?ks2 ?ks1 ?b ?tool)\n(mix ?b ?ks1 ?ks2 ?a ?tool2)`);
    expect(circle.map((x) => [x.code, x.rootCause])).toEqual([
      ['E_CIRCULAR_WAIT', true],
      ['E_WAITING', false],
    ]);
  });
});

describe('errors', () => {
  it('a simulation error names its reason; the search budget its bound', () => {
    const [sim] = diagnosticsOf(`${K}(fetch ?w ?ks1 ?kitchen whisk 1)\n(fetch-and-proportion ?b ?ks2 ?ks1 ?t white-vinegar 10 g)\n(cut ?c ?ks3 ?ks2 ?b chopped ?k ?board)`);
    expect(sim).toMatchObject({ code: 'E_SIMULATION', line: 4, action: 'cut', rootCause: true });
    expect(sim.message).toContain('[no-applicable-method(setf-is-cut)]');
    const budget = diagnosticsOf(`${K}(fetch ?w ?ks1 ?kitchen whisk 1)\n(fetch ?v ?ks2 ?kitchen whisk 1)\n(mix ?m ?ks9 ?ks8 ?x ?y)`, new Simulator({ maxEvaluations: 2 }));
    expect(budget.map((d) => d.code)).toEqual(['E_SEARCH_BUDGET']);
  });
});

describe('formatDiagnostics', () => {
  const d = (code: 'E_WAITING' | 'E_UNBOUND_INPUT', line: number, rootCause: boolean, hint?: string): Diagnostic => ({
    code,
    severity: rootCause ? 'error' : 'note',
    file: 'f.solution',
    line,
    column: 1,
    message: `m${line}`,
    rootCause,
    ...(hint ? { hint } : {}),
  });

  it('puts root causes first, then what followed, with hints under their diagnostic', () => {
    const text = formatDiagnostics([d('E_WAITING', 3, false), d('E_UNBOUND_INPUT', 5, true, 'h5'), d('E_WAITING', 2, false)]);
    expect(text.split('\n')).toEqual([
      'root cause:',
      '  f.solution:5:1: error E_UNBOUND_INPUT: m5',
      '    hint: h5',
      'followed from it (2):',
      '  f.solution:2:1: note E_WAITING: m2',
      '  f.solution:3:1: note E_WAITING: m3',
    ]);
  });

  it('lists lone root causes without a heading, and can leave consequences out', () => {
    expect(formatDiagnostics([d('E_UNBOUND_INPUT', 4, true)])).toBe('f.solution:4:1: error E_UNBOUND_INPUT: m4');
    expect(formatDiagnostics([d('E_WAITING', 3, false), d('E_UNBOUND_INPUT', 4, true)], { consequences: false })).toBe('f.solution:4:1: error E_UNBOUND_INPUT: m4');
    expect(formatDiagnostics([])).toBe('');
  });
});

describe('broken networks of every kind', () => {
  it('get diagnostics that validate, root causes first, one root cause at least unless the run is clean', () => {
    const facts = kitchenFacts(simulator());
    fc.assert(
      fc.property(brokenNetworkArbitrary(facts), (b) => {
        const file = parseSolutionText(b.text, 'broken.solution');
        if (file.problems.length || !file.recipes.length) return;
        const r = simulator().run(file.recipes[0], 'broken.solution');
        const diags = r.diagnostics!;
        for (const d of diags) expect(validDiagnostic(d), JSON.stringify(validDiagnostic.errors)).toBe(true);
        const firstConsequence = diags.findIndex((d) => !d.rootCause);
        if (firstConsequence >= 0) expect(diags.slice(firstConsequence).every((d) => !d.rootCause)).toBe(true);
        const clean = r.status === 'ok' && !r.execution!.steps.some((s) => s.failed);
        expect(diags.some((d) => d.rootCause)).toBe(!clean);
        // every consequence names root causes that are reported
        for (const d of diags.filter((x) => !x.rootCause))
          for (const c of d.causes ?? []) expect(diags.some((x) => x.rootCause && x.line === c.line && x.code === c.code)).toBe(true);
      }),
      { numRuns: 60, seed: 12 },
    );
  });
});
