// What each effect of the vocabulary takes: its arguments in order, each with its kind and the
// type it works on, so that rule files are checked against them when they are loaded and by
// `rules check`.
//
//   value     a slot of the action: the effect receives the object a lookup condition found for
//             it, else the slot's value; the slot's type must meet `type`. `stored`: the effect
//             only keeps the value on an object, where descriptions do not show it (listings
//             share one dry run among the constants of such an input; see rules/stored-slots.ts).
//             `unchanged`: the effect does not change the object in place (it works on a detached
//             copy, finds the object in the step's state itself, or takes only the class a concept
//             names, as fetch_and_proportion does), so no look-up need find it
//   input     `input(Slot)`: the slot's value as bound before the step
//   slot      `slot(Slot)`: the slot itself (its value, and whether it was given)
//   property  the name of a slot that objects of class `holder` have (in the loaded ontology):
//             a flag or property the effect sets
//   atom      a constant name (hyphenated, as a string); `oneOf` lists the accepted names
//   number    a number

export type ArgKind =
  | { kind: 'value'; type: string; stored?: true; unchanged?: true }
  | { kind: 'input'; type: string }
  | { kind: 'slot'; type: string }
  | { kind: 'property'; holder: string }
  | { kind: 'atom'; oneOf?: readonly string[] }
  | { kind: 'number' };

export interface EffectSignature {
  /** Argument names, as the effect's documentation calls them, with their kinds. */
  args: readonly (ArgKind & { name: string })[];
  /** What the effect gives as its result (bound to the action's first slot, or to a default's
   * slot): the object of one of its arguments, or a new object of a class. Left out: anything. */
  result?: { arg: string } | { type: string };
  /** Slots of the action the effect binds by name besides its result (hyphenated, as its code
   * writes them): a mode computing one of these needs no default for it (rules/mode-checks.ts). */
  binds?: readonly string[];
}

const value = (name: string, type = 'entity') => ({ name, kind: 'value', type }) as const;
const stored = (name: string, type: string) => ({ name, kind: 'value', type, stored: true }) as const;
const unchanged = (name: string, type: string) => ({ name, kind: 'value', type, unchanged: true }) as const;
const slot = (name: string, type = 'entity') => ({ name, kind: 'slot', type }) as const;
const input = (name: string, type = 'entity') => ({ name, kind: 'input', type }) as const;
const property = (name: string, holder: string) => ({ name, kind: 'property', holder }) as const;
const atom = (name: string, oneOf?: readonly string[]) => ({ name, kind: 'atom', ...(oneOf ? { oneOf } : {}) }) as const;
const sig = (...args: EffectSignature['args']): EffectSignature => ({ args });
/** The result is the object given as argument `name`; `returning` gives a new object of a class. */
const giving = (name: string, ...args: EffectSignature['args']): EffectSignature => ({ args, result: { arg: name } });
const returning = (type: string, ...args: EffectSignature['args']): EffectSignature => ({ args, result: { type } });
/** The signature, with the action's slots the effect binds by name. */
const binding = (binds: readonly string[], s: EffectSignature): EffectSignature => ({ ...s, binds });

/** The signatures by effect name (underscores, as rules write them). No inherited names. */
export const EFFECT_SIGNATURES: Readonly<Record<string, EffectSignature>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, EffectSignature>, {
    bake_at_oven_temperature: giving('thing', value('thing', 'container'), value('oven', 'oven')),
    bake_in_oven: giving('thing', value('thing', 'container'), value('oven', 'oven'), value('quantity', 'quantity'), value('unit', 'unit')),
    boil: giving('thing', value('thing', 'container'), value('stove', 'stove'), value('heating-mode', 'stove-mode')),
    bring_to_temperature: giving('container', value('container', 'container'), slot('quantity', 'quantity'), value('unit', 'unit')),
    cover_default_lid: sig(value('object')),
    cover_object: giving('object', value('object', 'container'), value('cover')),
    crack: binding(['target-container'], giving('target', value('eggs', 'container'), slot('target', 'container'))),
    cut: giving('object', value('object', 'container'), value('pattern', 'cutting-pattern'), value('tool'), value('surface')),
    dip_contents: giving('container', value('container', 'container'), value('dip-container', 'container')),
    dip_items: giving('list', value('list', 'list-of-kitchen-entities'), value('dip-container', 'container')),
    drain: binding(['liquid-rests'], giving('container', value('container', 'container'), value('tool'), value('bowl', 'container'))),
    // fetch's concept needs its look-up: the effect gives the objects `fetched` brought for it (else the concept itself)
    fetch: sig(value('concept', 'conceptualizable'), value('quantity', 'quantity')),
    fetch_and_proportion: binding(['target-container'], giving('target', slot('target', 'container'), unchanged('concept', 'conceptualizable'), value('quantity', 'quantity'), value('unit', 'unit'))),
    flatten: giving('portions', value('portions', 'list-of-kitchen-entities'), value('tool')),
    flour_container: giving('container', value('container', 'container'), slot('flour', 'container')),
    fry: giving('thing', value('thing', 'container'), value('stove', 'stove'), value('heating-mode', 'stove-mode')),
    grease_container: giving('container', value('container', 'container'), slot('grease', 'container')),
    grind: giving('container', value('container', 'container'), value('tool')),
    initial_kitchen: returning('kitchen-state'),
    leave_for_time: giving('container', value('container', 'container'), value('quantity', 'quantity'), value('unit', 'unit')),
    line_items_with: giving('list', value('list', 'list-of-kitchen-entities'), value('papers')),
    line_items_with_copies: giving('list', value('list', 'list-of-kitchen-entities'), unchanged('bowl', 'container')),
    line_with: giving('thing', value('thing'), value('lining')),
    mash: giving('input', unchanged('input', 'container'), value('tool')),
    melt: giving('container', value('container', 'container')),
    mingle: giving('container', value('container', 'container'), value('tool')),
    mix_with_tool: giving('container', value('container', 'transferable-container'), value('tool'), property('flag', 'homogeneous-mixture')),
    peel: giving('input', unchanged('input', 'container'), value('tool'), value('bowl', 'container')),
    portion_into: giving('destination', value('container', 'container'), value('quantity', 'quantity'), value('unit', 'unit'), stored('pattern', 'arrangement-pattern'), value('destination', 'container')),
    portion_into_muffin_tins: binding(['quantity', 'unit'], giving('destination', value('container', 'container'), value('destination', 'container'), stored('pattern', 'arrangement-pattern'))),
    portion_on_counter_top: binding(['destination'], returning('list-of-kitchen-entities', value('container', 'container'), value('quantity', 'quantity'), value('unit', 'unit'), stored('pattern', 'arrangement-pattern'))),
    preheat_oven: giving('oven', slot('oven', 'oven'), value('quantity', 'quantity'), value('unit', 'unit')),
    refrigerate: giving('container', value('container', 'container'), value('fridge', 'fridge')),
    seed: giving('input', unchanged('input', 'container'), value('tool'), value('bowl', 'container')),
    separate_eggs: binding(['container-with-egg-whites', 'target-container-for-yolks', 'target-container-for-whites', 'egg-separator'], giving('yolks', value('eggs', 'container'), slot('yolks', 'container'), slot('whites', 'container'), slot('separator'))),
    separate_eggs_other_bowl: returning('medium-bowl', value('whites')),
    shake: giving('container', value('container', 'container')),
    shape_contents: giving('container', value('container', 'container'), value('shape', 'shape')),
    shape_items: giving('list', value('list', 'list-of-kitchen-entities'), value('shape', 'shape')),
    sift_into: giving('target', slot('target', 'container'), value('source', 'container'), slot('tool')),
    spread_onto: giving('object', value('object', 'container'), value('spread-container', 'container'), input('spread-container', 'container'), value('tool')),
    sprinkle_contents: giving('container', value('container', 'container'), value('topping-container', 'container')),
    sprinkle_items: giving('list', value('list', 'list-of-kitchen-entities'), value('topping-container', 'container')),
    top_contents: giving('container', value('container', 'container'), value('topping-container', 'container'), value('quantity', 'quantity'), value('unit', 'unit')),
    top_contents_share: binding(['topping-quantity', 'topping-unit'], giving('container', value('container', 'container'), value('topping-container', 'container'))),
    top_items: giving('list', value('list', 'list-of-kitchen-entities'), value('topping-container', 'container'), value('quantity', 'quantity'), value('unit', 'unit')),
    top_items_share: binding(['topping-quantity', 'topping-unit'], giving('list', value('list', 'list-of-kitchen-entities'), value('topping-container', 'container'))),
    transfer_contents: binding(['container-with-rest', 'quantity', 'unit', 'target-container'], giving('target', slot('target', 'container'), value('source', 'container'))),
    transfer_contents_of: giving('destination', value('source', 'container'), stored('pattern', 'arrangement-pattern'), value('destination', 'container')),
    transfer_items: giving('destination', value('list', 'list-of-kitchen-entities'), stored('pattern', 'arrangement-pattern'), value('destination', 'container')),
    uncover_object: binding(['cover'], giving('object', value('object', 'container'))),
    wash: giving('container', value('container', 'container')),
  }),
);

export const hasSignature = (name: string): boolean => Object.hasOwn(EFFECT_SIGNATURES, name);

/** `mix_with_tool(Container, slot(Tool), mixed|beaten|whipped, counter_top|anywhere)`: for messages. */
export function describeSignature(name: string, s: EffectSignature): string {
  const arg = (a: EffectSignature['args'][number]) => {
    const n = a.name.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());
    if (a.kind === 'slot') return `slot(${n})`;
    if (a.kind === 'input') return `input(${n})`;
    if (a.kind === 'property') return `${n}Property`;
    if (a.kind === 'atom') return a.oneOf ? a.oneOf.join('|') : `${n}Atom`;
    if (a.kind === 'number') return `${n}Number`;
    return n;
  };
  return s.args.length ? `${name}(${s.args.map(arg).join(', ')})` : name;
}
