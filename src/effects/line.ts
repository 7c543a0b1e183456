// line: line a baking tray (or the like) with baking paper, muffin tins with paper cups, or each
// item of a list with a copy of a bowl's content (spec: primitives-b §2.2).
import { SimulationError } from '../errors.ts';
import { copyEntity, Entity, setSlot, type Value } from '../kitchen/entity.ts';
import type { Step } from '../kitchen/step.ts';
import { add, compare, type Num, sub } from '../numbers/num.ts';
import type { Effect, EffectResult, SlotRef } from '../rules/action.ts';
import { inputItems } from './list-items.ts';
import { because, failedInput, firstOf, kindOf, notFound, notRetrieved, wrongKind } from '../diagnostics/why.ts';
import type { FailureReason } from '../diagnostics/failure.ts';

const items = (e: Entity): Entity[] => ((e.s.items as Value[] | null) ?? []) as Entity[];
const allAre = (xs: Value[], cls: string) => xs.every((x) => x instanceof Entity && x.isA(cls));

/** The thing to line: a concept is retrieved from the kitchen, an object is found on the counter-top. */
function lineTarget(step: Step, thing: Entity): Entity | null {
  return thing.s['is-concept'] ? step.retrieve(thing.cls.name) : step.findByPid(thing, step.counterTop());
}

function markLining(target: Entity, lining: Entity) {
  setSlot(target, 'lined-with', lining);
  setSlot(lining, 'is-lining', true);
  setSlot(target, 'used', true);
  setSlot(lining, 'used', true);
}

/**
 * Paper cups for muffin tins: one cup per tin, taken from the front of packs retrieved one after
 * the other into a new collection (so in reverse pack order); an emptied pack leaves the
 * counter-top, a partly used one stays there unused.
 */
function takeCups(step: Step, tins: Entity): Entity {
  const counterTop = step.counterTop();
  const number = tins.s['number-of-tins'];
  if (!(number instanceof Entity)) throw new SimulationError('no-applicable-method(number-of-tins)', `${tins.cls.name} has no number of tins`);
  let remaining = number.s.value as Num;
  const cups = step.make('paper-baking-cups', { items: [] });
  let pack: Entity | null;
  do {
    pack = step.retrieve('paper-baking-cups');
    if (!pack) throw new SimulationError('no-applicable-method(items)', 'no pack of paper baking cups is left');
    while (compare(remaining, 0) > 0 && items(pack).length) {
      const [cup, ...rest] = items(pack);
      pack.s.items = rest;
      cups.s.items = [step.tx.adopt(copyEntity(cup)), ...items(cups)];
      remaining = sub(remaining, 1);
    }
    if (!items(pack).length) counterTop.s.contents = counterTop.contents.filter((e) => e !== pack);
  } while (compare(remaining, 0) > 0 && pack);
  return cups;
}

/** A concept to line was not retrieved; an object to line was not on the counter-top. */
function targetMissing(step: Step, thing: Entity): FailureReason {
  if (thing.isA('failed-object')) return failedInput('thing to line', thing);
  return thing.s['is-concept'] ? notRetrieved(step) : notFound(step, 'thing to line', thing, true);
}

function cannotLine(thing: Entity, lining?: Entity): FailureReason {
  const what = thing.isA('list-of-kitchen-entities') ? 'a list holding anything but lineable objects' : kindOf(thing);
  return wrongKind(`cannot line ${what}${lining ? ` with ${kindOf(lining)}` : ''}`, 'line a baking tray, a pan or muffin tins, or a list of them');
}

export const effects: Record<string, Effect> = {
  line_thing: (env, thing, lining: SlotRef): EffectResult => {
    const { step } = env;
    const obj = thing as Entity;
    // 150 s from the kitchen clock whatever the inputs; the fallback branches leave the clock alone
    const times = { 'line-clock': add(env.kt, 150) };
    const fail = (clock: boolean, why: () => FailureReason, decidedBy?: EffectResult['decidedBy']): EffectResult => ({
      failed: true,
      result: step.because(why()).failed(),
      outputs: lining.given ? {} : { [lining.slot]: step.failed() },
      times: clock ? times : {},
      decidedBy,
    });

    if (!lining.given) {
      if (obj.isA('lineable')) {
        const target = lineTarget(step, obj);
        const paper = step.retrieve('baking-paper'); // tried even when there is no target
        if (!target || !paper) return fail(true, () => (target ? notRetrieved(step) : targetMissing(step, obj)));
        markLining(target, paper);
        const counterTop = step.counterTop();
        counterTop.s.contents = counterTop.contents.filter((e) => e !== paper);
        return { result: target, outputs: { [lining.slot]: paper }, times };
      }
      if (obj.isA('list-of-kitchen-entities') && allAre(items(obj), 'lineable')) {
        const found = step.findKitchenEntities(obj, step.counterTop());
        // one retrieval per item, none excluded: each paper lands on the counter-top unused and
        // the next retrieval takes it from there again (dropping it from the kitchen), so the
        // papers come in pairs p1, p1, p2, p2, … and nil once the kitchen has none left
        const papers: (Entity | null)[] = items(obj).map(() => step.retrieve('baking-paper'));
        if (!found || !papers.length)
          return fail(true, () => (found ? because('F_EMPTY', 'the list of things to line is empty') : notFound(step, 'list of things to line', obj)));
        const targets = inputItems(env, found);
        for (let i = 0; i < Math.min(targets.length, papers.length); i++) {
          setSlot(targets[i], 'lined-with', papers[i]);
          setSlot(papers[i], 'is-lining', true);
          setSlot(targets[i], 'used', true);
          setSlot(papers[i], 'used', true);
        }
        return { result: found, outputs: { [lining.slot]: papers }, times };
      }
      // the kinds of the thing (and of a list's items) decide it, in any kitchen state
      return fail(false, () => cannotLine(obj), { inputs: [thing], anyState: true });
    }

    const given = lining.value as Entity;
    if (obj.isA('lineable') && given.isA('can-be-lined-with')) {
      const target = lineTarget(step, obj);
      let liner: Entity | null = given.s['is-concept'] ? null : step.findByPid(given);
      if (target) {
        // only paper cups for muffin tins are honoured; any other lining is replaced by baking paper
        liner = obj.isA('muffin-tins') && given.cls.name === 'paper-baking-cups' ? takeCups(step, obj) : step.retrieve('baking-paper');
      }
      const cups = liner?.isA('paper-baking-cups') ? items(liner) : null;
      if (!target || !liner || (cups && !cups.length)) {
        return fail(true, () =>
          firstOf(
            [!target, () => targetMissing(step, obj)],
            [!liner, () => (step.misses ? notRetrieved(step) : notFound(step, 'lining', given))],
            [true, () => because('F_EMPTY', 'no paper baking cup is left to line with')],
          ),
        );
      }
      markLining(target, liner);
      for (const cup of cups ?? []) setSlot(cup, 'used', true);
      const counterTop = step.counterTop();
      counterTop.s.contents = counterTop.contents.filter((e) => e !== liner);
      return { result: target, times };
    }
    if (
      obj.isA('list-of-kitchen-entities') &&
      given.isA('transferable-container') &&
      allAre(items(obj), 'lineable') &&
      allAre(given.contents, 'can-be-lined-with')
    ) {
      // every item gets a copy of the bowl's whole first content; the bowl keeps it and is not used
      const found = step.findKitchenEntities(obj, step.counterTop())!;
      const bowl = step.findByPid(given);
      for (const item of inputItems(env, found)) {
        if (!bowl) throw new SimulationError('no-applicable-method(contents)', 'the lining container is not in the kitchen');
        const copy = step.copyOf(bowl.contents[0] ?? null);
        setSlot(copy, 'is-lining', true);
        setSlot(item, 'lined-with', copy);
        setSlot(item, 'used', true);
      }
      return { result: found, times };
    }
    return fail(false, () => cannotLine(obj, given), { inputs: [thing, given], anyState: true });
  },
};
