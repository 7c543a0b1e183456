// Each kind of edit repair makes, on small hand-made networks: the edits it picks, the network it
// gives back, and that the result executes with no failed object.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repair } from '../../src/repair/index.ts';
import { run } from '../support/simulate.ts';

const net = (...lines: string[]) => lines.join('\n') + '\n';
const brief = (r: ReturnType<typeof repair>) => r.edits.map((e) => `${e.kind} ${e.line} ${e.before} => ${e.after}`);
const clean = (text: string) => {
  const r = run(text);
  return r.status === 'ok' && !r.execution!.steps.some((s) => s.failed);
};

describe('repair', () => {
  it('relinks a kitchen state no line produces to the state the line before left', () => {
    const input = net('(get-kitchen ?kitchen)', '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)', '(beat ?beaten ?ks-2 ?ks-broken ?butter ?whisk)');
    const r = repair(input);
    expect(r.before.status).toBe('unexecutable');
    expect(r.before.problems[0]).toMatch(/^E_UNBOUND_KITCHEN_STATE line 3: beat waits for \?ks-broken/);
    expect(brief(r)).toEqual(['relink 3 ?ks-broken => ?ks-1']);
    expect(r.repaired).toBe(true);
    expect(r.after.status).toBe('ok');
    expect(r.network).toBe(input.replace('?ks-broken', '?ks-1'));
    expect(clean(r.network)).toBe(true);
  });

  it('relinks an object input to the bound object whose line nothing else uses, keeping the action and its ingredients', () => {
    const input = net(
      '(get-kitchen ?kitchen)',
      '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)',
      '(fetch-and-proportion ?sugar ?ks-2 ?ks-1 ?bowl-2 white-sugar 120 g)',
      '(transfer-contents ?mixed ?rest ?ks-3 ?ks-2 ?butter ?lost-link ?q ?u)',
      '(beat ?beaten ?ks-4 ?ks-3 ?mixed ?whisk)',
    );
    const r = repair(input);
    expect(brief(r)).toEqual(['relink 4 ?lost-link => ?sugar']);
    expect(r.edits[0].reason).toMatch(/no line produces \?lost-link; \?sugar is bound and fits the slot/);
    expect(clean(r.network)).toBe(true);
  });

  it('inserts the line a missing variable is named after, spliced into the kitchen-state chain', () => {
    const input = net(
      '(get-kitchen ?kitchen)',
      '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)',
      '(transfer-contents ?mixed ?rest ?ks-3 ?ks-1 ?butter ?proportioned-white-sugar-120-g ?q ?u)',
      '(beat ?beaten ?ks-4 ?ks-3 ?mixed ?whisk)',
    );
    const r = repair(input);
    expect(brief(r)).toEqual([
      'insert 3 null => (fetch-and-proportion ?proportioned-white-sugar-120-g ?repair-ks-1 ?ks-1 ?repair-target-container-1 white-sugar 120 g)',
      'relink 3 ?ks-1 => ?repair-ks-1',
    ]);
    expect(r.network.split('\n')[2]).toBe('(fetch-and-proportion ?proportioned-white-sugar-120-g ?repair-ks-1 ?ks-1 ?repair-target-container-1 white-sugar 120 g)');
    expect(r.network.split('\n')[3]).toBe('(transfer-contents ?mixed ?rest ?ks-3 ?repair-ks-1 ?butter ?proportioned-white-sugar-120-g ?q ?u)');
    expect(clean(r.network)).toBe(true);
  });

  it('takes a cutting pattern in a name for how, not what: ?sliced-onions relinked to the sliced onion', () => {
    // docs/TUTORIAL.md: a bowl of sliced onion neither is nor holds a `sliced` (a cutting pattern)
    const input = readFileSync(join(import.meta.dirname, '../..', 'examples/tutorial/prediction.solution'), 'utf8');
    const r = repair(input);
    expect(brief(r)).toEqual(['relink 14 ?sliced-onions => ?sliced-onion']);
    expect(r.network).toBe(readFileSync(join(import.meta.dirname, '../..', 'examples/tutorial/prediction-fixed.solution'), 'utf8').replace(/^;.*\n/gm, ''));
  });

  it('relinks an input of a failing line, at that line only, to the ingredient nothing uses', () => {
    const input = net(
      '(get-kitchen ?kitchen)',
      '(fetch-and-proportion ?sugar ?ks-1 ?kitchen ?bowl-1 white-sugar 100 g)',
      '(fetch-and-proportion ?butter ?ks-2 ?ks-1 ?bowl-2 butter 230 g)',
      '(fetch ?bowl ?ks-3 ?ks-2 medium-bowl 1)',
      '(transfer-contents ?mixed ?rest ?ks-4 ?ks-3 ?butter ?bowl ?q ?u)',
      '(beat ?beaten ?ks-5 ?ks-4 ?mixed ?whisk)',
    );
    const r = repair(input);
    expect(r.before.failedLines).toEqual([5, 6]);
    expect(r.before.problems[0]).toMatch(/^W_ACTION_FAILED line 5: transfer-contents failed: the container with input ingredients \(medium-bowl .*\) is empty$/);
    expect(brief(r)).toEqual(['relink 5 ?bowl => ?sugar']);
    expect(r.network).toBe(input.replace('?butter ?bowl ?q', '?butter ?sugar ?q'));
    expect(r.after.failedLines).toEqual([]);
  });

  it('changes a constant the kitchen does not have to one it has, the most alike in name', () => {
    const input = net(
      '(get-kitchen ?kitchen)',
      '(fetch-and-proportion ?herb ?ks-1 ?kitchen ?bowl-1 fresh-parsley 10 g)',
      '(fetch-and-proportion ?butter ?ks-2 ?ks-1 ?bowl-2 butter 230 g)',
      '(transfer-contents ?mixed ?rest ?ks-3 ?ks-2 ?butter ?herb ?q ?u)',
    );
    const r = repair(input);
    expect(r.before.status).toBe('ok');
    expect(r.before.failedLines).toEqual([2, 4]);
    expect(r.edits.map((e) => [e.kind, e.line, e.before])).toEqual([['constant', 2, 'fresh-parsley']]);
    expect(r.edits[0].after).toMatch(/^fresh-/);
    expect(r.after.failedLines).toEqual([]);
    expect(clean(r.network)).toBe(true);
  });

  it('drops a line nothing can fix, rewiring later uses of its kitchen state', () => {
    const input = net(
      '(get-kitchen ?kitchen)',
      '(fetch ?bowls ?ks-1 ?kitchen medium-bowl 1000)',
      '(fetch-and-proportion ?butter ?ks-2 ?ks-1 ?bowl-1 butter 230 g)',
      '(beat ?beaten ?ks-3 ?ks-2 ?butter ?whisk)',
    );
    const r = repair(input);
    expect(brief(r)).toEqual(['drop 2 (fetch ?bowls ?ks-1 ?kitchen medium-bowl 1000) => null']);
    expect(r.edits[0].reason).toMatch(/later uses rewired: \?ks-1 → \?kitchen/);
    expect(r.network).toBe(net('(get-kitchen ?kitchen)', '(fetch-and-proportion ?butter ?ks-2 ?kitchen ?bowl-1 butter 230 g)', '(beat ?beaten ?ks-3 ?ks-2 ?butter ?whisk)'));
  });

  it('leaves a network that executes cleanly as it is, and keeps its #id header', () => {
    const input = net('#my-recipe', '(get-kitchen ?kitchen)', '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)');
    const r = repair(input);
    expect(r).toMatchObject({ recipeId: 'my-recipe', repaired: true, edits: [], nodes: 0, network: input });
  });

  it('says so when no repair is found within the node budget', () => {
    const input = net('(get-kitchen ?kitchen)', '(fetch ?bowls ?ks-1 ?kitchen medium-bowl 1000)', '(beat ?beaten ?ks-2 ?ks-1 ?bowls ?whisk)');
    const r = repair(input, { nodeBudget: 1, maxEdits: 1 });
    expect(r.repaired).toBe(false);
    expect(r.network).toBe(input);
    expect(r.edits).toEqual([]);
    expect(r.nodes).toBeLessThanOrEqual(1);
  });

  it('an inserted fetch takes the kind the recipe names: white vinegar among the vinegars, salt itself beside coarse salt', () => {
    const fixed = readFileSync(join(import.meta.dirname, '../..', 'examples/tutorial/prediction-fixed.solution'), 'utf8');
    // the only lines naming the vinegar and the salt are lost; the variables say `?vinegar`, `?salt`
    for (const [lost, kind] of [['white-vinegar 120 ml', 'white-vinegar'], ['salt 1 teaspoon', 'salt']]) {
      const r = repair(fixed.split('\n').filter((l) => !l.includes(lost)).join('\n'));
      expect(r.repaired).toBe(true);
      const inserted = r.edits.filter((e) => e.kind === 'insert').map((e) => e.after);
      expect(inserted, kind).toEqual([expect.stringMatching(new RegExp(`^\\(fetch-and-proportion \\?${kind.split('-').pop()} .* ${kind} ${lost.split(' ').slice(1).join(' ')}\\)$`))]);
    }
  });

  it('refuses a network it cannot read, naming the place', () => {
    expect(() => repair('(get-kitchen ?kitchen)\n(fetch ?x ?ks-1 ?kitchen medium-bowl 1\n', { file: 'x.solution' })).toThrow(/^x\.solution:2:\d+: /);
    expect(() => repair('#only-a-header\n', { file: 'x.solution' })).toThrow('x.solution:1:1: no network to repair');
  });
});
