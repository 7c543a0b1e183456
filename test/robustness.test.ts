// Inputs that cannot break irl-kitchen: huge networks, huge lines, deep nesting, numbers out of
// range, requests that would make millions of objects, actions with bugs. Each is refused or
// handled in bounded time and memory, and comes back as a status with a clear message.
import { describe, expect, it } from 'vitest';
import { EFFECTS } from '../src/effects/index.ts';
import { MAX_PREDICATES } from '../src/engine/program.ts';
import { MAX_LINE_LENGTH, MAX_NESTING, parseSolutionText } from '../src/language/parse-solution.ts';
import { MAX_NEW_OBJECTS_PER_STEP } from '../src/kitchen/transaction.ts';
import { runNetwork } from '../src/testing/index.ts';
import { simulator, simulatorWithRule } from './support/simulate.ts';

const sim = simulator();

/** Runs `f`, returning its result and the wall time in ms. */
function timed<T>(f: () => T): [T, number] {
  const started = performance.now();
  const result = f();
  return [result, performance.now() - started];
}

const chain = (n: number, line: (i: number) => string) => '(get-kitchen ?k0)\n' + Array.from({ length: n }, (_, i) => line(i)).join('\n');

describe('huge inputs', () => {
  it('refuses a 10,000-line network after reading it, in bounded time and memory', () => {
    const text = chain(10_000, (i) => `(fetch ?x${i} ?k${i + 1} ?k${i} whisk 1)`);
    const heapBefore = process.memoryUsage().heapUsed;
    const [run, ms] = timed(() => runNetwork(sim, text));
    expect(run.status).toBe('error');
    expect(run.messages).toEqual([`network.solution:1:1: network of 10001 predicates refused: at most ${MAX_PREDICATES} per recipe`]);
    expect(run.execution).toBeNull();
    expect(ms).toBeLessThan(20_000);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(1024 * 1024 * 1024);
  });

  it(`runs a network of ${MAX_PREDICATES} lines in a chain in bounded time`, () => {
    const text = chain(MAX_PREDICATES - 1, (i) => `(fetch ?x${i} ?k${i + 1} ?k${i} whisk 1)`);
    const [run, ms] = timed(() => runNetwork(sim, text));
    // the kitchen runs out of whisks after a few fetches: the others fail, but every line runs
    expect(run.status).toBe('ok');
    expect(run.timeline).toHaveLength(MAX_PREDICATES);
    expect(run.timeline.filter((t) => t.failed).length).toBeGreaterThan(MAX_PREDICATES - 100);
    expect(ms).toBeLessThan(20_000);
  });

  it('gives up on a large network that can never complete once the search bound is spent', () => {
    // every fetch reads the first kitchen state: any order of them is possible, and the last line
    // binds ?x0 again, so whichever of the two runs first, the other never can
    const text = chain(MAX_PREDICATES - 2, (i) => `(fetch ?x${i} ?k${i + 1} ?k0 whisk 1)`) + '\n(fetch ?x0 ?k-x ?k0 whisk 1)';
    const [run, ms] = timed(() => runNetwork(sim, text, { maxEvaluations: 3000 }));
    expect(run.status).toBe('error');
    expect(run.messages).toHaveLength(1);
    expect(run.messages[0]).toMatch(/^network\.solution:1:1: gave up after 3000 action evaluations \(the evaluation bound\).* \[search-budget\]$/);
    expect(ms).toBeLessThan(20_000);
  });

  it('refuses a 1 MB line and still reads the lines around it', () => {
    const text = `(get-kitchen ?k)\n(fetch ?w ?k1 ?k whisk 1 ${'?x '.repeat(350_000)})\n(fetch ?s ?k2 ?k1 wooden-spoon 1)`;
    const [run, ms] = timed(() => runNetwork(sim, text));
    expect(run.parseProblems).toEqual([`network.solution:2:1: line is 1050026 characters long, more than the ${MAX_LINE_LENGTH} accepted: line not read`]);
    expect(run.status).toBe('unexecutable');
    expect(run.messages).toEqual(['network.solution:3:1: fetch never ran: waiting for ?k1, which no executed action produced']);
    expect(ms).toBeLessThan(2000);
  });

  it('refuses lists nested deeper than the bound, at any depth, without recursing', () => {
    for (const depth of [MAX_NESTING + 1, 1000, 40_000]) {
      const text = `(get-kitchen ?k)\n(mix ?a ?b ?k ${'('.repeat(depth - 1)}x${')'.repeat(depth - 1)} ?t)`;
      const [parsed, ms] = timed(() => parseSolutionText(text, 'deep.solution'));
      expect(parsed.problems).toEqual([
        { place: { file: 'deep.solution', line: 2, column: 15 + MAX_NESTING - 1 }, message: `lists nested deeper than ${MAX_NESTING} levels: line not read` },
      ]);
      expect(parsed.recipes[0].predicates.map((p) => p.name)).toEqual(['get-kitchen']);
      expect(ms).toBeLessThan(1000);
    }
    // at the bound itself the line is read
    const ok = parseSolutionText(`(mix ${'('.repeat(MAX_NESTING - 1)}x${')'.repeat(MAX_NESTING - 1)})`, 'deep.solution');
    expect(ok.problems).toEqual([]);
  });

  it('reads a file of 20,000 recipes in bounded time', () => {
    const text = Array.from({ length: 20_000 }, (_, i) => `#recipe-${i}\n(get-kitchen ?k)`).join('\n');
    const [parsed, ms] = timed(() => parseSolutionText(text, 'many.solution'));
    expect(parsed.recipes).toHaveLength(20_000);
    expect(parsed.recipes[19_999].id).toBe('recipe-19999');
    expect(ms).toBeLessThan(20_000);
  });
});

describe('numbers out of range', () => {
  it('does not read a line with a number beyond the single-float range, as the Lisp reader refuses it', () => {
    const run = runNetwork(sim, '(get-kitchen ?k)\n(fetch-and-proportion ?a ?k1 ?k ?t butter 1e39 g)\n(fetch-and-proportion ?b ?k2 ?k ?u sugar -1e39 g)');
    expect(run.parseProblems).toEqual([
      'network.solution:2:43: the number 1e39 is out of the single-float range: line not read',
      'network.solution:3:42: the number -1e39 is out of the single-float range: line not read',
    ]);
    expect(run.status).toBe('ok');
  });

  it('shortens a huge number in the message', () => {
    const parsed = parseSolutionText(`(mix 1e${'9'.repeat(5000)})`, 'x.solution');
    expect(parsed.problems.map((p) => p.message)).toEqual([`the number 1e${'9'.repeat(35)}… is out of the single-float range: line not read`]);
  });

  it('stops with floating-point-overflow when a single-float result leaves the range (was: endless loop)', () => {
    const text = '(get-kitchen ?k)\n(fetch-and-proportion ?b ?k1 ?k ?t butter 500 g)\n(mix ?m ?k2 ?k1 ?b ?w)\n(bake ?baked ?k3 ?k2 ?m ?oven 3e38 minute 180 degrees-celsius)';
    const [run, ms] = timed(() => runNetwork(sim, text));
    expect(run.status).toBe('error');
    expect(run.messages).toEqual([
      'network.solution:4:1: (bake ?baked ?k3 ?k2 ?m ?oven 3.0e38 minute 180 degrees-celsius): 60 * 3.0e38 is out of the single-float range [floating-point-overflow]',
    ]);
    expect(ms).toBeLessThan(2000);
  });

  it('stops with division-by-zero where the reference divides by zero (was: an exception)', () => {
    // all six apples taken, then grams of apple: grams per piece of an empty stock is 0/0
    const run = runNetwork(sim, '(get-kitchen ?k)\n(fetch-and-proportion ?a ?k1 ?k ?t apple 6 piece)\n(fetch-and-proportion ?b ?k2 ?k1 ?t2 apple 100 g)');
    expect(run.status).toBe('error');
    expect(run.messages).toEqual(['network.solution:3:1: (fetch-and-proportion ?b ?k2 ?k1 ?t2 apple 100 g): the stock of apple holds 0 piece, so the grams of one piece cannot be worked out to take g from it [division-by-zero]']);
  });
});

describe('requests that would make millions of objects', () => {
  it('refuses to cut a dough into millions of portions (was: hours of work)', () => {
    const text = '(get-kitchen ?k)\n(fetch-and-proportion ?b ?k1 ?k ?t butter 500 g)\n(mix ?m ?k2 ?k1 ?b ?w)\n(portion-and-arrange ?p ?k3 ?k2 ?m 1/10000 g ?pattern ?top)';
    const [run, ms] = timed(() => runNetwork(sim, text));
    expect(run.status).toBe('error');
    expect(run.messages).toEqual([
      `network.solution:4:1: (portion-and-arrange ?p ?k3 ?k2 ?m 1/10000 g ?pattern ?top): the step would make more than ${MAX_NEW_OBJECTS_PER_STEP} new objects (portions, pieces …): refused [too-many-objects]`,
    ]);
    // before the bound, the 5,000,000 portions took hours
    expect(ms).toBeLessThan(10_000);
  });

  it('refuses a billion pieces, and still makes a reasonable number', () => {
    const billion = runNetwork(sim, '(get-kitchen ?k)\n(fetch-and-proportion ?a ?k1 ?k ?t apple 1000000000 piece)');
    expect(billion.status).toBe('error');
    expect(billion.execution!.error!.reason).toBe('too-many-objects');
    const few = runNetwork(sim, '(get-kitchen ?k)\n(fetch-and-proportion ?a ?k1 ?k ?t apple 5/2 piece)\n(portion-and-arrange ?p ?k2 ?k1 ?a 3 g ?pattern ?top)');
    expect(few.status).toBe('ok');
  });
});

describe('inputs the actions did not expect', () => {
  it('stops with an error when fetch-and-proportion is asked for a tool or a bowl (was: TypeError)', () => {
    for (const [thing, holder] of [
      ['whisk', 'kitchen-cabinet found for the ingredient holds a small-plate'],
      ['medium-bowl', 'fridge found for the ingredient holds a medium-bowl'],
    ]) {
      const run = runNetwork(sim, `(get-kitchen ?k)\n(fetch-and-proportion ?x ?k1 ?k ?t ${thing} 1 g)`);
      expect(run.status).toBe('error');
      expect(run.messages).toEqual([`network.solution:2:1: (fetch-and-proportion ?x ?k1 ?k ?t ${thing} 1 g): the ${holder}, which has no amount [no-applicable-method(amount)]`]);
    }
  });

  it('turns an exception of a buggy action into an error status naming it, instead of throwing', () => {
    // an effect of the vocabulary with a bug, for a new action that names it
    const wash = EFFECTS.wash;
    EFFECTS.wash = () => {
      throw new TypeError("Cannot read properties of undefined (reading 's')");
    };
    try {
      const withBug = simulatorWithRule(
        'buggy.pl',
        `action(buggy, 'an action whose effect has a bug').
slot(result, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(container, in, transferable_container).
mode(1, [kitchen_state_in, container], [result, kitchen_state_out]).
pre(_, on_counter_top(container)).
effect(_, wash(container)).
time(_, result, kt + 1).
time(_, kitchen_state_out, kt + 1).
clock(_, kt + 1).
`,
      );
      const run = runNetwork(withBug, '(get-kitchen ?k)\n(fetch-and-proportion ?b ?k1 ?k ?t butter 10 g)\n(buggy ?r ?k2 ?k1 ?b)');
      expect(run.status).toBe('error');
      expect(run.execution!.error!.reason).toBe('internal-error(TypeError)');
      // an action of the user's rule folder: its rule may be at fault, the message says where to look first
      expect(run.messages).toHaveLength(1);
      expect(run.messages[0]).toMatch(
        /^network\.solution:3:1: \(buggy \?r \?k2 \?k1 \?b\): internal error \(in the action of \/.*\/buggy\.pl: check that its conditions find what its effect changes \(e\.g\. on_counter_top\); if they do, a bug in irl-kitchen, please report it\): TypeError: Cannot read properties of undefined \(reading 's'\) \[internal-error\(TypeError\)\]$/,
      );
      // a built-in action: ours
      const builtIn = runNetwork(withBug, '(get-kitchen ?k)\n(fetch-and-proportion ?b ?k1 ?k ?t butter 10 g)\n(wash ?r ?k2 ?k1 ?b)');
      expect(builtIn.messages).toEqual([
        "network.solution:3:1: (wash ?r ?k2 ?k1 ?b): internal error (a bug in irl-kitchen, please report it): TypeError: Cannot read properties of undefined (reading 's') [internal-error(TypeError)]",
      ]);
    } finally {
      EFFECTS.wash = wash;
    }
  });
});
