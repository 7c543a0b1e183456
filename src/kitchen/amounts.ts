// Amount arithmetic of the simulator: grams, mixtures, weighing, taking pieces and temperature
// (spec: ontology-and-kitchen §3.6–3.14). Numbers stay exact until a single-float joins in.
import { SimulationError } from '../errors.ts';
import { add, compare, div, floor, isZero, mul, type Num, sub } from '../numbers/num.ts';
import { amountUnit, amountValue, copyEntity, Entity, type Value } from './entity.ts';
import type { Step } from './step.ts';
import type { Units } from './units.ts';

const unitName = (amount: Entity) => amountUnit(amount).cls.name;

/** Grams of `value` `unit` of ingredient class `cls` (`convert-to-g` on a non-mixture). */
export function gramsFor(units: Units, cls: string, value: Num, unit: string): Num {
  if (unit === 'g') return value;
  const pre = units.beforeLookup.get(unit);
  if (!pre) return mul(value, units.factor(cls, unit));
  // a unit re-expressed in grams (a kg of one's own) needs no table entry, as grams never do
  if (pre.unit === 'g') return mul(value, pre.factor);
  return mul(mul(value, pre.factor), units.factor(cls, pre.unit, unit));
}

/** The gram value `convert-to-g` gives an ingredient or mixture. */
export function grams(units: Units, item: Entity): Num {
  const amount = item.s.amount;
  if (!(amount instanceof Entity)) throw new SimulationError(`no-applicable-method(amount)`, `${item.cls.name} has no amount`);
  const value = amountValue(amount);
  const unit = unitName(amount);
  return item.isA('mixture') ? mixtureGrams(units, item, value, unit) : gramsFor(units, item.cls.name, value, unit);
}

/** A mixture not in grams: each component's share converted on its own, then summed. */
function mixtureGrams(units: Units, mixture: Entity, value: Num, unit: string): Num {
  if (unit === 'g') return value;
  let total: Num = 0;
  for (const c of (mixture.s.components as Entity[]) ?? []) {
    const fraction = amountValue(c.s.amount as Entity);
    total = add(total, c.isA('mixture') ? mixtureGrams(units, c, mul(fraction, value), unit) : gramsFor(units, c.cls.name, mul(fraction, value), unit));
  }
  return total;
}

/**
 * `create-homogeneous-mixture`: a new mixture of the given (writable) items, which become its
 * components with their share of the grams as a `percent` fraction.
 */
export function makeMixture(step: Step, items: Entity[], className: 'homogeneous-mixture' | 'heterogeneous-mixture', flag: string | null): Entity {
  const gramsOf: Num[] = new Array(items.length);
  let total: Num = 0;
  for (let i = 0; i < items.length; i++) total = add(total, (gramsOf[i] = grams(step.units, items[i])));
  // the reference divides once per item: no items, no division (a 0 g mixture without components)
  if (isZero(total) && items.length) throw new SimulationError('division-by-zero', 'a mixture of zero grams');
  const mixture = step.make(className, { amount: step.amount(total, 'g'), components: items });
  for (let i = 0; i < items.length; i++) items[i].s.amount = step.amount(div(gramsOf[i], total), 'percent');
  if (flag) mixture.s[flag] = true;
  return mixture;
}

/** Makes the direct content `c` of a writable container writable, and returns it. */
export function ownContent(step: Step, container: Entity, c: Entity): Entity {
  return step.tx.ownIn(container, c);
}

/** Makes every direct content of a writable container writable, and returns them. */
export function ownContents(step: Step, container: Entity): Entity[] {
  return ownEach(step, container, container.contents);
}

function ownEach(step: Step, container: Entity, contents: Entity[]): Entity[] {
  const owned: Entity[] = new Array(contents.length);
  for (let i = 0; i < contents.length; i++) owned[i] = ownContent(step, container, contents[i]);
  return owned;
}

/**
 * Like `ownContents`, for a caller that then gives the container new contents: the container is
 * left empty, so the writable copies are not linked into its list (which would copy the list,
 * only for it to be dropped).
 */
export function takeContents(step: Step, container: Entity): Entity[] {
  const contents = container.contents;
  if (step.tx.isOwned(container)) container.s.contents = null; // else `ownIn` refuses, as for ownContents
  return ownEach(step, container, contents);
}

/** `create-homogeneous-mixture-in-container` (and the heterogeneous variant). */
export function mixContainer(step: Step, container: Entity, className: 'homogeneous-mixture' | 'heterogeneous-mixture', flag: string | null): Entity {
  const mixture = makeMixture(step, takeContents(step, container), className, flag);
  container.s.contents = [mixture];
  return mixture;
}

/**
 * Why the first content of a stock container gives no amount to measure from, or null when it
 * does. What `find-ingredient` returns for a class that is no ingredient (a tool, a bowl) holds
 * no amount: the reference's `amount` has no method.
 */
export function noStockAmount(source: Entity): string | null {
  const stock = source.contents[0];
  if (stock instanceof Entity && stock.s.amount instanceof Entity) return null;
  return `the ${source.cls.name} found for the ingredient holds ${stock ? `a ${stock.cls.name}, which has no amount` : 'nothing'}`;
}

/**
 * The stock item of a stock container and its amount. The reference asserts that the container
 * holds its ingredient alone (`helper`: the function asserting it): from a bowl of butter and
 * sugar it would otherwise weigh the butter, whichever of the two was asked for.
 */
function stockOf(step: Step, source: Entity, helper: string): [Entity, Entity] {
  const why = noStockAmount(source);
  if (why) throw new SimulationError('no-applicable-method(amount)', why);
  if (source.contents.length !== 1) {
    const held = source.contents.map((c) => c.cls.name).join(', ');
    throw new SimulationError(`assertion-failed(${helper})`, `the ${source.cls.name} the ingredient is taken from holds ${source.contents.length} objects (${held}); a stock container holds its ingredient alone`);
  }
  const stock = ownContent(step, source, source.contents[0]);
  return [stock, stock.s.amount as Entity];
}

/**
 * `weigh-ingredient`: moves the requested amount from the stock container into the target. A
 * portion asked for in another unit than the stock's is booked as its grams subtracted from the
 * stock's own number (1 l of water less 125 ml leaves -124 g), as the reference does; `ownUnit`
 * (the corrected semantics) books it in the stock's unit instead (0.875 l).
 */
export function weighIngredient(step: Step, source: Entity, requested: Entity, target: Entity, ownUnit = false) {
  const [stock, stockAmount] = stockOf(step, source, 'weigh-ingredient');
  const portion = step.tx.adopt(copyEntity(stock));
  if (unitName(stockAmount) === unitName(requested)) {
    stock.s.amount = step.make('amount', {
      quantity: step.factory.quantity(sub(amountValue(stockAmount), amountValue(requested))),
      unit: amountUnit(requested),
    });
  } else {
    const requestedGrams = gramsFor(step.units, stock.cls.name, amountValue(requested), unitName(requested));
    grams(step.units, stock); // the reference converts the stock first: missing entries fail here
    const stockUnit = unitName(stockAmount);
    stock.s.amount = ownUnit
      ? step.amount(sub(amountValue(stockAmount), div(requestedGrams, gramsFor(step.units, stock.cls.name, 1, stockUnit))), stockUnit)
      : step.amount(sub(amountValue(stockAmount), requestedGrams), 'g');
  }
  portion.s.amount = requested;
  target.s.contents = [portion, ...target.contents];
}

/** `take-n-pieces`: whole (and one fractional) fresh pieces, or a weighed portion in another unit. */
export function takePieces(step: Step, source: Entity, requested: Entity, target: Entity) {
  const [stock, stockAmount] = stockOf(step, source, 'take-n-pieces');
  if (amountUnit(requested).isA('piece')) {
    const n = amountValue(requested);
    stock.s.amount = step.make('amount', {
      quantity: step.factory.quantity(sub(amountValue(stockAmount), n)),
      unit: amountUnit(requested),
    });
    const wholes = floor(n);
    const rest = sub(n, wholes);
    const pieces: Entity[] = [];
    if (!isZero(rest)) pieces.push(step.make(stock.cls.name, { amount: step.amount(rest, 'piece') }));
    for (let i = 0; compare(i + 1, wholes) <= 0; i++) pieces.push(step.make(stock.cls.name, { amount: step.amount(1, 'piece') }));
    target.s.contents = [...pieces, ...target.contents];
    return;
  }
  const stockGrams = grams(step.units, stock);
  // the grams of one piece come from the stock: none left, none to divide by (the reference stops)
  if (isZero(amountValue(stockAmount)))
    throw new SimulationError('division-by-zero', `the stock of ${stock.cls.name} holds 0 piece, so the grams of one piece cannot be worked out to take ${unitName(requested)} from it`);
  const perPiece = div(stockGrams, amountValue(stockAmount));
  const requestedGrams = gramsFor(step.units, stock.cls.name, amountValue(requested), unitName(requested));
  stock.s.amount = step.amount(div(sub(stockGrams, requestedGrams), perPiece), 'piece');
  const portion = step.tx.adopt(copyEntity(stock, { amount: requested }));
  target.s.contents = [portion, ...target.contents];
}

/** `compute-temperature`: cooling for `duration`, never below 18 °C; nil stays nil. */
export function cooledTemperature(step: Step, item: Entity, duration: Num): Entity | null {
  const t = item.s.temperature;
  if (!(t instanceof Entity)) return null;
  const T = amountValue(t);
  const v = sub(T, mul(div(T, 45), duration));
  return step.amount(compare(v, 18) > 0 ? v : 18, 'degrees-celsius');
}

/** `change-temperature`: sets (or, for a time amount, cools) the temperature of direct contents. */
export function changeTemperature(step: Step, container: Entity, amount: Entity) {
  const cooling = amountUnit(amount).isA('time-unit');
  const contents = container.contents;
  for (let i = 0; i < contents.length; i++) {
    const c = contents[i];
    if (!c.isA('has-temperature')) continue;
    const item = ownContent(step, container, c);
    item.s.temperature = cooling ? cooledTemperature(step, item, amountValue(amount)) : amount;
  }
}

/** True for any failed-object among the values (`has-failed-objects`). */
export function hasFailed(...values: Value[]): boolean {
  return values.some((v) => v instanceof Entity && v.isA('failed-object'));
}
