// The reference's search (spec: irl-engine §4) on small networks as people write them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { Simulator } from '../src/simulator.ts';
import { add } from '../src/numbers/num.ts';
import { GOLD_DIR, num, run, timeOf } from './support/simulate.ts';

const head = `(get-kitchen ?kitchen)
(fetch-and-proportion ?sugar ?ks-1 ?kitchen ?bowl white-sugar 100 g)
`;
const mix = '(mix ?mixed ?ks-2 ?ks-1 ?sugar ?whisk)\n';

describe('a line written twice', () => {
  it('runs once, as the reference removes identical expressions together (§4.1)', () => {
    const r = run(head + mix + mix.toUpperCase());
    expect(r.status).toBe('ok');
    expect(r.timeline.map((t) => t.line)).toEqual([1, 2, 3]);
    expect(timeOf(r, '?mixed')).toBe('60');
    expect(r.executionTime).toBe(60);
  });

  it('is not identical when it holds constants: each occurrence is a fresh object (§3.4)', () => {
    // the second fetch-and-proportion binds ?sugar again, so it can never run
    const r = run(head + head.split('\n')[1]);
    expect(r.status).toBe('unexecutable');
    expect((r.diagnostics ?? []).map((d) => d.message).join('\n')).toMatch(/its output \?sugar was already bound by fetch-and-proportion \(line [23]\)/);
  });

  it('runs once wherever the copies stand, and the lines after them still run', () => {
    const r = run(mix + head + mix + '(beat ?beaten ?ks-3 ?ks-2 ?mixed ?beater)\n');
    expect(r.status).toBe('ok');
    expect(r.timeline.map((t) => t.action)).toEqual(['get-kitchen', 'fetch-and-proportion', 'mix', 'beat']);
    expect(r.timeline.map((t) => t.line)).toEqual([2, 3, 1, 5]);
    expect(timeOf(r, '?beaten')).toBe('120'); // mix 30 → 60, beat 60 → 120
  });
});

describe('the message of a line whose outputs are bound already', () => {
  it('speaks of several outputs in the plural', () => {
    const r = run(head + head.split('\n')[1]);
    expect(r.messages.join('\n')).toMatch(/fetch-and-proportion never ran: its outputs \?sugar, \?ks-1 were already bound by other actions, so none of its modes applies/);
  });

  it('names a constant in an output slot as a constant', () => {
    const r = run('(get-kitchen ?kitchen)\n(fetch-and-proportion medium-bowl ?ks-1 ?kitchen ?bowl white-sugar 100 g)');
    expect(r.status).toBe('unexecutable');
    expect(r.messages.join('\n')).toMatch(/test\.solution:2:1: fetch-and-proportion never ran: its output is the constant medium-bowl, so none of its modes applies/);
  });
});

describe('a line that waits for an input some mode of its action computes', () => {
  it('names the inputs that mode would need instead', () => {
    // bake has no mode without both the oven and the target temperature (ACTIONS.md)
    const r = run(head + '(bake ?baked ?ks-2 ?ks-1 ?sugar ?oven 20 minute ?q ?u)');
    expect(r.status).toBe('unexecutable');
    const d = (r.diagnostics ?? []).find((x) => x.code === 'E_UNBOUND_INPUT');
    expect(d?.message).toBe('bake waits for ?oven (its oven-to-bake-in), which no line of the network produces');
    expect(d?.hint).toMatch(/; or give bake its target-temperature-quantity \(\?q\) and target-temperature-unit \(\?u\), and it computes its oven-to-bake-in itself$/);
  });

  it('adds nothing when no mode computes that input', () => {
    const r = run(head + '(mix ?mixed ?ks-2 ?ks-1 ?nothing ?whisk)');
    const d = (r.diagnostics ?? []).find((x) => x.code === 'E_UNBOUND_INPUT');
    expect(d?.hint).not.toMatch(/; or give/);
  });
});

describe('a line that can never run, beside many lines that can run in any order', () => {
  // 16 fetches read the initial kitchen; mix waits for a kitchen state no line produces. Trying
  // every order of the fetches cannot help, so the search stops at the first dead end where all
  // of them ran, and names the root cause (formerly: 2^16 orders, the search budget, or the
  // object bound charged with the objects of every order tried).
  const text =
    '(get-kitchen ?k)\n' +
    Array.from({ length: 16 }, (_, i) => `(fetch ?tray${i} ?ks${i} ?k baking-tray 1)`).join('\n') +
    '\n(mix ?m ?ks-m ?nowhere ?tray0 ?w)';

  it('is reported as the root cause, after a search of one order', () => {
    const r = new Simulator({ maxEvaluations: 500 }).run(parseSolutionText(text, 'x.solution').recipes[0], 'x.solution');
    expect(r.status).toBe('unexecutable');
    expect(r.timeline).toHaveLength(17);
    const roots = (r.diagnostics ?? []).filter((d) => d.severity === 'error');
    expect(roots.map((d) => [d.code, d.line])).toEqual([['E_UNBOUND_KITCHEN_STATE', 18]]);
  });
});

describe('the bound on the objects of one execution', () => {
  it('is not charged with the objects of the steps the search took back', () => {
    // two lines bind ?b0, so no order completes and the search tries many: each order makes
    // a few objects, far below the bound, but all the orders together make more than it
    const text =
      '(get-kitchen ?k)\n' +
      Array.from({ length: 16 }, (_, i) => `(fetch-and-proportion ?b${i} ?ks${i} ?k ?t${i} white-sugar 1 g)`).join('\n') +
      '\n(fetch-and-proportion ?b0 ?ks-x ?k ?t-x white-sugar 1 g)';
    const r = new Simulator({ maxEvaluations: 40_000 }).run(parseSolutionText(text, 'x.solution').recipes[0], 'x.solution');
    expect(r.status).toBe('error');
    expect(r.messages.join('\n')).toMatch(/gave up after 40000 action evaluations \(the evaluation bound\)/);
    expect(r.messages.join('\n')).not.toMatch(/too-many-objects/);
  });
});

describe('a constant written twice in one line', () => {
  it.skipIf(!GOLD_DIR)('is two objects, as in the reference, not a repeated argument (§3.4)', () => {
    // the same number as baking time and as temperature: each occurrence is a fresh quantity
    const gold = readFileSync(join(GOLD_DIR ?? '', 'afghan-biscuits.solution'), 'utf8');
    const bake = gold.split('\n').find((l) => l.startsWith('(bake '))!;
    const text = gold.replace(bake, '(bake ?baked-cookies ?kitchen-state-with-baking-cookies ?kitchen-state-with-cookies-on-tray ?cookies-on-tray ?oven-2 15 minute 15 degrees-celsius)');
    const r = run(text);
    expect((r.diagnostics ?? []).map((d) => d.code)).not.toContain('E_REPEATED_ARGUMENT');
    expect(r.status).toBe('ok');
    const line = r.timeline.find((t) => t.action === 'bake')!;
    expect(num(line.end)).toBe(num(add(line.start, 900))); // 15 minutes
  });

  it('is still refused for a variable', () => {
    const r = run(head + '(mix ?mixed ?ks-2 ?ks-1 ?sugar ?sugar)');
    expect(r.messages.join('\n')).toMatch(/test\.solution:3:\d+: mix repeats the argument \?sugar \(slots container-with-input-ingredients and mixing-tool\)/);
  });
});

describe('an input without an available-at time (§5.2)', () => {
  it('stops the run naming the constant, in the words of the network', () => {
    const r = run(head + '(mix ?mixed ?ks-2 ?ks-1 medium-bowl ?whisk)');
    expect(r.status).toBe('error');
    expect(r.messages.join('\n')).toMatch(/test\.solution:3:1: .*the constant medium-bowl has no available-at time \(a constant or an output bound without time\).*\[nil-available-at\]/);
  });
});

describe.each(['reference', 'corrected'] as const)('availability by object with the %s semantics (docs/DEVIATIONS.md)', (semantics) => {
  it('reads the time of a filled bowl from the same bowl given earlier as the target container', () => {
    const text = head + '(fetch-and-proportion ?flour ?ks-2 ?ks-1 ?t-2 all-purpose-flour 50 g)\n(transfer-contents ?all ?rest ?ks-3 ?ks-2 ?bowl ?sugar ?q ?u)';
    const r = new Simulator({ semantics }).run(parseSolutionText(text, 'x.solution').recipes[0], 'x.solution');
    expect(r.status).toBe('error');
    expect(r.messages.join('\n')).toMatch(/x\.solution:4:1: .*the time of \?sugar is read from \?bowl, an earlier argument holding the same object, and it has no available-at time.*\[nil-available-at\]/);
  });
});
