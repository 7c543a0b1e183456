// Repair of lines that wait for one another in a circle, of networks it cannot repair without
// emptying them, and the edits as the input file writes them.
import { describe, expect, it } from 'vitest';
import { InputError } from '../src/errors.ts';
import { repair } from '../src/repair/index.ts';
import { tieKey } from '../src/repair/search.ts';
import { run } from './support/simulate.ts';

const net = (...lines: string[]) => lines.join('\n') + '\n';
const brief = (r: ReturnType<typeof repair>) => r.edits.map((e) => `${e.kind} ${e.line} ${e.before} => ${e.after}`);
const clean = (text: string) => {
  const r = run(text);
  return r.status === 'ok' && !r.execution!.steps.some((s) => s.failed);
};

describe('repair of a circle of waiting lines', () => {
  it('relinks the kitchen state that closes the circle to an earlier state, in one edit', () => {
    // line 3 takes ?ks-2, which line 4 makes from line 3's ?ks-1
    const input = net(
      '#almond-crescent-cookies',
      '(get-kitchen ?kitchen)',
      '(fetch-and-proportion ?butter ?ks-1 ?ks-2 ?target-1 butter 230 g)',
      '(fetch-and-proportion ?sugar ?ks-2 ?ks-1 ?target-2 white-sugar 120 g)',
      '(transfer-contents ?out ?rest ?ks-3 ?ks-2 ?butter ?sugar ?q ?u)',
    );
    const r = repair(input);
    expect(r.before.problems[0]).toMatch(/^E_CIRCULAR_WAIT line 3: /);
    expect(brief(r)).toEqual(['relink 3 ?ks-2 => ?kitchen']);
    expect(r.edits[0].reason).toMatch(/^lines 3, 4 wait for one another in a circle \(line 3 takes \?ks-2 from line 4\); \?kitchen is bound and fits the slot/);
    expect(r.repaired).toBe(true);
    expect(r.network).toBe(input.replace('?ks-1 ?ks-2 ?target-1', '?ks-1 ?kitchen ?target-1'));
    expect(r.after.status).toBe('ok');
    expect(clean(r.network)).toBe(true);
  });

  it('relinks the line of the circle whose input can come from before it, not only the line the diagnostic names', () => {
    // the transfer waits for ?ks-2 and ?sugar from line 4, which waits for the transfer's ?ks-3
    const input = net(
      '(get-kitchen ?kitchen)',
      '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)',
      '(transfer-contents ?mixed ?rest ?ks-3 ?ks-2 ?butter ?sugar ?q ?u)',
      '(fetch-and-proportion ?sugar ?ks-2 ?ks-3 ?bowl-2 white-sugar 120 g)',
    );
    const r = repair(input);
    expect(brief(r)).toEqual(['relink 4 ?ks-3 => ?ks-1']);
    expect(clean(r.network)).toBe(true);
  });

  it('says it found no repair rather than dropping every line of a circle nothing outside can feed', () => {
    const input = net('(get-kitchen ?ks0)', '(beat ?a ?ks2 ?ks1 ?b ?w)', '(beat ?b ?ks1 ?ks2 ?a ?w)');
    const r = repair(input);
    expect(r.repaired).toBe(false);
    expect(r.edits).toEqual([]);
    expect(r.network).toBe(input);
    expect(r.after.status).toBe('unexecutable');
  });
});

describe('a repair keeps some of the network', () => {
  it('never drops the last action line: a lone line nothing can fix is not repaired', () => {
    const input = net('(get-kitchen ?kitchen)', '(fetch ?bowls ?ks-1 ?kitchen medium-bowl 1000)');
    const r = repair(input);
    expect(r.repaired).toBe(false);
    expect(r.network).toBe(input);
    expect(r.edits).toEqual([]);
  });

  it('still drops lines when another line is left', () => {
    // fetching a thousand bowls fails whatever its links: the line goes, the fetch after it stays
    const input = net(
      '(get-kitchen ?kitchen)',
      '(fetch ?bowls ?ks-1 ?kitchen medium-bowl 1000)',
      '(fetch-and-proportion ?butter ?ks-2 ?ks-1 ?bowl-1 butter 230 g)',
    );
    const r = repair(input);
    expect(brief(r)).toEqual(['drop 2 (fetch ?bowls ?ks-1 ?kitchen medium-bowl 1000) => null']);
    expect(r.repaired).toBe(true);
    expect(clean(r.network)).toBe(true);
  });

  it('keeps a line whose output state repeats its input state: the output renamed, the input relinked', () => {
    const input = net(
      '(get-kitchen ?kitchen)',
      '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)',
      '(beat ?x ?ks-2 ?ks-2 ?butter ?w)',
      // the chain goes on from ?ks-1: the beat's input can only be relinked to it
      '(fetch-and-proportion ?sugar ?ks-3 ?ks-1 ?bowl-2 white-sugar 120 g)',
    );
    const r = repair(input);
    expect(brief(r)).toEqual(['rename 3 ?ks-2 => ?repair-ks-2-1', 'relink 3 ?ks-2 => ?ks-1']);
    expect(r.edits[0].reason).toMatch(/^beat repeats the argument \?ks-2 \(slots kitchen-state-out and kitchen-state-in\); its output kitchen-state-out named \?repair-ks-2-1/);
    expect(r.network).toContain('(beat ?x ?repair-ks-2-1 ?ks-1 ?butter ?w)');
    expect(r.repaired).toBe(true);
    expect(clean(r.network)).toBe(true);
  });
});

describe('edits as the input writes them', () => {
  it("shows a dropped line as in the input, though an earlier drop rewired it", () => {
    const input = net(
      '(get-kitchen ?kitchen)',
      '(fetch ?bowls ?ks-1 ?kitchen medium-bowl 1000)',
      '(fetch ?pans ?ks-2 ?ks-1 medium-bowl 1000)',
      '(fetch-and-proportion ?butter ?ks-3 ?ks-2 ?bowl-1 butter 230 g)',
    );
    const r = repair(input);
    expect(brief(r)).toEqual(['drop 2 (fetch ?bowls ?ks-1 ?kitchen medium-bowl 1000) => null', 'drop 3 (fetch ?pans ?ks-2 ?ks-1 medium-bowl 1000) => null']);
    // every `before` is a line of the input
    for (const e of r.edits) expect(input.split('\n')[e.line - 1]).toBe(e.before);
    expect(r.network).toBe(net('(get-kitchen ?kitchen)', '(fetch-and-proportion ?butter ?ks-3 ?kitchen ?bowl-1 butter 230 g)'));
  });
});

describe('the seed', () => {
  it('orders ties by every bit of the seed, and by the low 32 bits exactly as before below 2^32', () => {
    const text = net('(get-kitchen ?kitchen)', '(fetch ?bowls ?ks-1 ?kitchen medium-bowl 1)');
    expect(tieKey(1, text, 0)).not.toBe(tieKey(2 ** 32 + 1, text, 0));
    expect(tieKey(2 ** 40, text, 0)).not.toBe(tieKey(0, text, 0));
    // FNV-1a of the text from the basis xor the seed: unchanged for the seeds used so far
    let h = (2166136261 ^ 7) >>> 0;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
    expect(tieKey(7, text, 0)).toBe(h);
  });

  it('refuses a seed or bound it cannot use, naming it', () => {
    const input = net('(get-kitchen ?kitchen)', '(fetch ?bowls ?ks-1 ?kitchen medium-bowl 1000)');
    expect(() => repair(input, { seed: -1 })).toThrow(new InputError('seed must be an integer of at least 0, not -1'));
    expect(() => repair(input, { seed: 1.5 })).toThrow('seed must be an integer of at least 0, not 1.5');
    expect(() => repair(input, { seed: 2 ** 53 })).toThrow('seed must be an integer');
    expect(() => repair(input, { nodeBudget: 0 })).toThrow('nodeBudget must be a positive integer, not 0');
    expect(() => repair(input, { budgetSeconds: Number.NaN })).toThrow('budgetSeconds must be a positive number of seconds');
  });
});
