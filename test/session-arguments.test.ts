// A session's methods given wrong values, as a caller from JavaScript may: each is an InputError
// starting with the argument and naming the method, never a TypeError from inside, a value taken
// silently or a bound left off; and what a session answers or keeps is its own, whatever a caller
// does later with the answers and the arguments it gave.
import { describe, expect, it } from 'vitest';
import { InputError } from '../src/errors.ts';
import { openSession, restoreSession } from '../src/session/index.ts';
import { thrown } from './support/thrown.ts';

const BUTTER = '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)';
const WARM = '(bring-to-temperature ?warm ?ks-2 ?ks-1 ?butter ?q ?u)';


describe('a session given wrong arguments', () => {
  const s = openSession();
  s.execute(BUTTER);
  const loose = s as unknown as Record<string, (...args: unknown[]) => unknown>;

  it('refuses listing options that are not what they should be, naming the option and the method', () => {
    const cases: [() => unknown, string][] = [
      [() => loose.admissible(5), 'options: admissible takes an object, got a number'],
      [() => loose.admissible({ action: 5 }), "action: admissible takes an action's name, got a number"],
      [() => loose.admissible({ action: 'beat', limit: -1 }), 'limit: admissible takes a whole number from 0 (Infinity for no limit), got -1'],
      [() => loose.admissible({ action: 'beat', limit: Number.NaN }), 'limit: admissible takes a whole number from 0 (Infinity for no limit), got NaN'],
      [() => loose.admissible({ action: 'beat', limit: 1.5 }), 'limit: admissible takes a whole number from 0 (Infinity for no limit), got 1.5'],
      [() => loose.admissible({ action: 'beat', limit: '3' }), 'limit: admissible takes a whole number from 0 (Infinity for no limit), got "3"'],
      [() => loose.admissible({ action: 'beat', maxMillis: -1 }), 'maxMillis: admissible takes a number of milliseconds from 0 (Infinity for no bound), got -1'],
      [() => loose.admissible({ action: 'beat', maxMillis: Number.NaN }), 'maxMillis: admissible takes a number of milliseconds from 0 (Infinity for no bound), got NaN'],
      [() => loose.admissible({ form: 'line' }), 'form: expected "lines" or "templates", got "line" (did you mean lines?)'],
      [() => loose.admissible({ form: 'templates', limit: 3 }), "limit: admissible with form 'templates' takes only action (form 'lines' lists lines, admissiblePage pages them)"],
      [() => loose.admissible({ action: 'beat', limt: 3 }), 'options: admissible takes no option "limt" (did you mean limit?) (its options: action, uses, produces, limit, maxMillis, form, exhaustive, tries, partial)'],
      [() => loose.admissible({ uses: 5 }), "uses: admissible takes a bound variable's name (?butter), got a number"],
      [() => loose.admissible({ produces: 5 }), "produces: admissible takes a class's name, got a number"],
      [() => loose.admissible({ action: 'beat', partial: 'yes' }), 'partial: admissible takes true or false, got "yes"'],
      [() => loose.templates({ action: null }), "action: templates takes an action's name, got null"],
      [() => loose.templates({ action: 'beat', limit: 2 }), 'options: templates takes no option "limit" (its options: action)'],
      [() => loose.admissiblePage({ cursor: 5 }), 'cursor: admissiblePage takes the next of the page before, got a number'],
      [() => loose.admissiblePage({ uses: 5 }), "uses: admissiblePage takes a bound variable's name (?butter), got a number"],
      [() => loose.admissibleCount({ action: 'beat', maxMillis: -5 }), 'maxMillis: admissibleCount takes a number of milliseconds from 0 (Infinity for no bound), got -5'],
      [() => loose.admissibleCount('beat'), 'options: admissibleCount takes an object, got a string'],
    ];
    for (const [call, message] of cases) expect(thrown(call)).toBe(`InputError: ${message}`);
  });

  it('names a misspelt action with the closest names, and cuts a long one short', () => {
    expect(thrown(() => s.admissible({ action: 'beet', limit: 3 }))).toMatch(/^InputError: action: unknown action beet \(did you mean beat\?\)$/);
    expect(thrown(() => s.admissibleCount({ action: 'x'.repeat(100_000) })).length).toBeLessThan(200);
    expect(thrown(() => s.admissible({ action: '' }))).toBe("InputError: action: admissible takes an action's name, got an empty text");
  });

  it('takes null options as none, and limit Infinity as no limit', () => {
    const some = loose.admissible(null) as unknown[];
    expect(some.length).toBeGreaterThan(0);
    expect(s.admissible({ limit: Infinity })).toEqual(some);
    expect(loose.templates(null)).toEqual(s.templates());
    expect(loose.admissibleCount(null)).toBe(some.length);
  });

  it('refuses a k, a time bound or a text that nearest cannot take, before listing anything', () => {
    const cases: [() => unknown, string][] = [
      [() => loose.nearest('beat the butter', -1), 'k: nearest takes a whole number from 0, got -1'],
      [() => loose.nearest('beat the butter', Number.NaN), 'k: nearest takes a whole number from 0, got NaN'],
      [() => loose.nearest('beat the butter', '3'), 'k: nearest takes a whole number from 0, got "3"'],
      [() => loose.nearest('beat the butter', null), 'k: nearest takes a whole number from 0, got null'],
      [() => loose.nearest('beat the butter', 2, { maxMillis: Number.NaN }), 'maxMillis: nearest takes a number of milliseconds from 0 (Infinity for no bound), got NaN'],
      [() => loose.nearest('beat the butter', 2, 100), 'options: nearest takes an object, got a number'],
      // scored word by word against every entry, such a text would keep the call busy for minutes
      [() => s.nearest('beat the butter '.repeat(100_000), 2), 'text: nearest takes at most 10000 characters (a step or a line), got 1600000'],
    ];
    for (const [call, message] of cases) expect(thrown(call)).toBe(`InputError: ${message}`);
    expect(s.nearest('beat the butter', 2, { maxMillis: Infinity })).toHaveLength(2);
  });

  it('refuses metrics that are not a list of names, and a recipe id that is not one', () => {
    expect(thrown(() => loose.evaluate('almond-crescent-cookies', 'smatch-score'))).toBe('InputError: metrics: evaluate takes an array of metric names, got a string');
    expect(thrown(() => loose.evaluate('almond-crescent-cookies', [5]))).toMatch(/^InputError: metrics: unknown metric a number \(metrics: /);
    // no metric at all would be a row of nulls; a metric named by its first word gets its full name
    expect(thrown(() => loose.evaluate('almond-crescent-cookies', []))).toMatch(/^InputError: metrics: evaluate names no metric; leave it out for the default ones/);
    expect(thrown(() => loose.evaluate('almond-crescent-cookies', ['smatch']))).toMatch(/^InputError: metrics: unknown metric "smatch" \(did you mean smatch-score\?\)/);
    expect(thrown(() => loose.evaluate(null))).toBe('InputError: recipeId: evaluate takes a recipe id, e.g. almond-crescent-cookies, got null');
    expect(thrown(() => s.evaluate('x'.repeat(100_000))).length).toBeLessThan(200);
  });

  it('refuses session options of the wrong kind, or misspelt, naming openSession', () => {
    const open = openSession as (o: unknown) => unknown;
    expect(thrown(() => open(5))).toBe('InputError: options: openSession takes an object, got a number');
    expect(thrown(() => open({ kitchn: 'full-kitchen' }))).toMatch(/^InputError: options: openSession takes no option "kitchn" \(did you mean kitchen\?\)/);
    expect(thrown(() => open({ rules: 'my-rules' }))).toBe('InputError: rules: openSession takes an array of paths, got a string');
    expect(thrown(() => open({ benchmark: 5 }))).toBe("InputError: benchmark: openSession takes the benchmark folder's path, got a number");
    expect(thrown(() => open({ semantics: null }))).toBe('InputError: openSession: semantics: expected "reference" or "corrected", got null');
    expect(thrown(() => open({ maxMillis: -1 }))).toBe('InputError: maxMillis: openSession takes a number of milliseconds above 0 (Infinity for no bound), got -1');
    expect(thrown(() => (restoreSession as (a: unknown, b: unknown) => unknown)(s.snapshot(), 5))).toBe('InputError: options: restoreSession takes an object, got a number');
    const f = s.fork();
    expect(thrown(() => (f.runMillis = Number.NaN))).toBe('InputError: runMillis: a session takes a number of milliseconds above 0 (Infinity for no bound), got NaN');
    expect(f.runMillis).toBeUndefined();
  });
});

describe('what a session hands out and takes in stays apart from what it keeps', () => {
  it('a change to its bindings, timeline or diagnostics reaches neither the session nor its forks', () => {
    const s = openSession();
    s.execute(BUTTER);
    const f = s.fork();
    const bindings = s.bindings();
    delete bindings['?butter'];
    bindings['?stray'] = bindings['?kitchen'];
    s.timeline().length = 0;
    const waiting = s.execute('(beat ?x ?ks-9 ?ks-8 ?nothing ?whisk)');
    waiting.diagnostics.length = 0;
    s.diagnostics().length = 0;
    expect(Object.keys(f.bindings())).toEqual(['?kitchen', '?butter', '?ks-1', '?bowl-1']);
    expect(f.timeline()).toHaveLength(2);
    expect(s.diagnostics().length).toBeGreaterThan(0);
    s.undo();
    const step = s.execute(WARM);
    expect(Object.keys(s.bindings())).toEqual(['?kitchen', '?butter', '?ks-1', '?bowl-1', '?warm', '?ks-2', '?q', '?u']);
    expect(step.newTimeline.map((t) => t.action)).toEqual(['bring-to-temperature']);
    expect(s.timeline()).toHaveLength(3);
  });

  it("the caller's option arrays, and a snapshot's, are copies", () => {
    const ontology: string[] = [];
    const s = openSession({ ontology });
    ontology.push('/no/such/file.yaml');
    const snapshot = s.snapshot();
    expect(snapshot.options.ontology).toEqual([]);
    snapshot.options.ontology!.push('/no/such/file.yaml');
    expect(s.snapshot().options.ontology).toEqual([]);
    expect(s.fork().snapshot().options.ontology).toEqual([]);
  });
});

describe('a snapshot that cannot be the one a session wrote', () => {
  const good = openSession().snapshot();
  const restore = (changes: object) => thrown(() => restoreSession({ ...good, ...changes } as typeof good));

  it('is refused, naming what is wrong, before any line runs', () => {
    // a line break inside an entry: the lines after it would get other numbers than the session's
    expect(restore({ lines: [`${BUTTER}\n${WARM}`], calls: [1] })).toBe('InputError: session snapshot: line 1 holds a line break (each entry of lines is one line)');
    const holed: string[] = [BUTTER];
    holed[2] = WARM;
    expect(restore({ lines: holed, calls: [3] })).toBe('InputError: session snapshot: every line is a string');
    expect(restore({ recipeId: 5 })).toBe('InputError: session snapshot: the recipeId is a string or null');
    expect(restore({ options: { kitchen: 5 } })).toBe("InputError: snapshot.options.kitchen: restoreSession takes a kitchen's name, got a number");
    expect(restore({ options: { rule: ['x'] } })).toMatch(/^InputError: snapshot\.options: restoreSession takes no option "rule" \(did you mean rules\?\)/);
  });
});

describe('check in a network with blank lines', () => {
  it('numbers the line as executing it does, and agrees with executing it', () => {
    const s = openSession();
    s.execute('\n');
    s.execute(BUTTER);
    s.execute(WARM);
    // a second line that outputs ?butter: the engine's search does not run it
    const rival = '(fetch-and-proportion ?butter ?ks-9 ?ks-2 ?bowl-9 butter 20 g)';
    const step = s.fork().execute(rival);
    expect(step.newTimeline).toEqual([]);
    expect(s.check(rival)).toEqual({ admissible: false, failed: [expect.objectContaining({ code: 'E_NO_BINDING', message: "the engine's search does not run this line (lines 2 and 4 produce the same variable)" })] });
  });
});
