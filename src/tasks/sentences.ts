// Goal conditions and target dishes in words, for people and for rankers that read text:
// `a medium-bowl holding 230 g butter, on the counter-top`. Only what tells objects apart is
// said (class, amount, state flags, what a container holds, where it lies); the JSON object
// beside the sentence is what the check compares.
import { amountUnit, amountValue, Entity, type Value } from '../kitchen/entity.ts';
import { formatNum, type Num } from '../numbers/num.ts';
import { grouped } from '../describe.ts';

/** Slots a sentence leaves out: identities, bookkeeping, and what is said otherwise (amount, contents). */
const UNSAID = new Set(['name', 'simulation-data', 'is-concept', 'keep-frozen', 'keep-refrigerated', 'amount', 'contents', 'items', 'components', 'arrangement', 'used', 'temperature']);

/** How many different things a sentence names inside a container before `and N more`. */
const NAMED_ITEMS = 4;

/** The sentence of an object lying at `location` (classes from the kitchen state down; null: nowhere). */
export function placedSentence(object: Value, location: readonly string[] | null): string {
  return `${objectWords(object)}${placeWords(location)}`;
}

function objectWords(v: Value): string {
  if (!(v instanceof Entity)) return String(v);
  if (v.isA('failed-object')) return 'a failed object (the step could not do its job)';
  const inner = innerOf(v);
  const held = inner.length ? ` holding ${listWords(inner.map((x) => itemWords(x)))}` : '';
  return `${article(v.cls.name)} ${v.cls.name}${flagsOf(v)}${held}`;
}

/** An item inside a container or list: `230 g butter (melted)`, `a medium-bowl holding …` one level down. */
function itemWords(e: Entity): string {
  const amount = e.s.amount instanceof Entity ? `${measured(e.s.amount) ?? e.s.amount.cls.name} ` : '';
  if (amount) return `${amount}${e.cls.name}${flagsOf(e)}`;
  const inner = innerOf(e);
  const held = inner.length ? ` holding ${inner.length} item${inner.length > 1 ? 's' : ''}` : '';
  return `${article(e.cls.name)} ${e.cls.name}${flagsOf(e)}${held}`;
}

/** `(melted, sprinkled-with powdered-white-sugar)`: true flags and the classes of object-valued slots. */
function flagsOf(e: Entity): string {
  const flags: string[] = [];
  for (const k in e.s) {
    if (UNSAID.has(k)) continue;
    const x = e.s[k];
    if (x === true) flags.push(k);
    // `is-cut uncut` is every ingredient's state until something cuts it: nothing to tell apart
    else if (x instanceof Entity && !(k === 'is-cut' && x.cls.name === 'uncut')) flags.push(`${k} ${measured(x) ?? x.cls.name}`);
  }
  return flags.length ? ` (${flags.join(', ')})` : '';
}

/** An amount or quantity as the number the check compares (`230 g`, `12`); null for any other entity. */
function measured(e: Entity): string | null {
  if (e.isA('amount') && e.s.quantity instanceof Entity && e.s.unit instanceof Entity) return `${formatNum(amountValue(e))} ${amountUnit(e).cls.name}`;
  if (e.isA('quantity') && e.s.value !== undefined && e.s.value !== null) return formatNum(e.s.value as Num);
  return null;
}

const innerOf = (e: Entity): Entity[] => {
  const list = Array.isArray(e.s.contents) ? e.s.contents : Array.isArray(e.s.items) ? e.s.items : [];
  return list.filter((x): x is Entity => x instanceof Entity);
};

/** Equal descriptions grouped (`16 × 25 g dough`), joined with commas and `and`. */
function listWords(items: string[]): string {
  const groups = grouped(items);
  const named = groups.length > NAMED_ITEMS ? [...groups.slice(0, NAMED_ITEMS - 1), `${groups.length - NAMED_ITEMS + 1} more`] : groups;
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}` : named[0];
}

/** Places one stands on rather than in. */
const SURFACES = new Set(['counter-top', 'stove', 'cutting-board', 'baking-tray', 'wire-rack', 'plate', 'small-plate', 'medium-plate', 'large-plate']);

function placeWords(location: readonly string[] | null): string {
  if (!location || !location.length) return '';
  const holder = location[location.length - 1];
  if (location.length === 1) return ', in the kitchen';
  return `, ${SURFACES.has(holder) ? 'on' : 'in'} the ${holder}`;
}

const article = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a');
