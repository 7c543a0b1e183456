// What each effect of the vocabulary takes: its arguments in order, each with its kind, so that
// rule files are checked against them when they are loaded and by `rules check`.
//
//   value   a slot name of the action: the effect receives the slot's value
//   slot    `slot(Name)`: the slot itself (its value, and whether it was given)
//   atom    a constant name (hyphenated, as a string); `oneOf` lists the accepted names
//   number  a number

export type ArgKind = { kind: 'value' } | { kind: 'slot' } | { kind: 'atom'; oneOf?: readonly string[] } | { kind: 'number' };

export interface EffectSignature {
  /** Argument names, as the effect's documentation calls them, with their kinds. */
  args: readonly (ArgKind & { name: string })[];
}

const value = (name: string) => ({ name, kind: 'value' }) as const;
const slot = (name: string) => ({ name, kind: 'slot' }) as const;
const atom = (name: string, oneOf?: readonly string[]) => ({ name, kind: 'atom', ...(oneOf ? { oneOf } : {}) }) as const;
const sig = (...args: EffectSignature['args']): EffectSignature => ({ args });

/** The signatures by effect name (underscores, as rules write them). No inherited names. */
export const EFFECT_SIGNATURES: Readonly<Record<string, EffectSignature>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, EffectSignature>, {
    bake_at_oven_temperature: sig(value('thing'), value('oven')),
    bake_in_oven: sig(value('thing'), slot('oven'), value('quantity'), value('unit')),
    boil: sig(value('thing'), slot('stove'), value('heating-mode'), atom('check', ['heatable_only', 'any_container']), atom('on-failure', ['keep_stove', 'fail_stove'])),
    bring_to_temperature: sig(value('container'), slot('quantity'), value('unit')),
    cover_default_lid: sig(value('object')),
    cover_object: sig(value('object'), slot('cover')),
    crack: sig(value('eggs'), slot('target')),
    cut: sig(value('object'), value('pattern'), slot('tool'), slot('surface')),
    dip_into: sig(value('object'), value('dip-container')),
    drain: sig(value('container'), slot('tool'), value('bowl')),
    fetch: sig(value('concept'), value('quantity')),
    fetch_and_proportion: sig(value('target'), value('concept'), value('quantity'), value('unit')),
    flatten: sig(value('portions'), slot('tool')),
    flour_container: sig(value('container'), slot('flour')),
    fry: sig(value('thing'), value('stove'), value('heating-mode')),
    grease_container: sig(value('container'), slot('grease')),
    grind: sig(value('container'), slot('tool')),
    initial_kitchen: sig(),
    leave_for_time: sig(value('container'), value('quantity'), value('unit')),
    line_thing: sig(value('thing'), slot('lining')),
    mash: sig(value('input'), slot('tool')),
    melt: sig(value('container'), slot('tool')),
    mingle: sig(value('container'), slot('tool')),
    mix_with_tool: sig(value('container'), slot('tool'), atom('flag', ['mixed', 'beaten', 'whipped']), atom('tool-place', ['counter_top', 'anywhere'])),
    peel: sig(value('input'), slot('tool'), value('bowl')),
    portion_into: sig(value('container'), value('quantity'), value('unit'), value('pattern'), value('destination')),
    portion_into_muffin_tins: sig(value('container'), value('destination'), value('pattern')),
    portion_on_counter_top: sig(value('container'), value('quantity'), value('unit'), value('pattern')),
    preheat_oven: sig(slot('oven'), value('quantity'), value('unit')),
    refrigerate: sig(value('container'), slot('fridge')),
    seed: sig(value('input'), slot('tool'), value('bowl')),
    separate_eggs: sig(value('eggs'), slot('yolks'), slot('whites'), slot('separator')),
    separate_eggs_other_bowl: sig(value('whites')),
    shake: sig(value('container')),
    shape: sig(value('portions'), value('shape')),
    sift_into: sig(slot('target'), value('source'), slot('tool')),
    spread_onto: sig(value('object'), value('spread-container'), slot('tool')),
    sprinkle_over: sig(value('object'), value('topping-container')),
    top_with: sig(value('thing'), value('topping-container'), slot('quantity'), slot('unit')),
    transfer_contents: sig(value('target'), value('source')),
    transfer_items: sig(value('items'), value('pattern'), value('destination')),
    uncover_object: sig(value('object')),
    wash: sig(value('container')),
  }),
);

export const hasSignature = (name: string): boolean => Object.hasOwn(EFFECT_SIGNATURES, name);

/** `mix_with_tool(Container, slot(Tool), mixed|beaten|whipped, counter_top|anywhere)`: for messages. */
export function describeSignature(name: string, s: EffectSignature): string {
  const arg = (a: EffectSignature['args'][number]) => {
    const n = a.name.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());
    if (a.kind === 'slot') return `slot(${n})`;
    if (a.kind === 'atom') return a.oneOf ? a.oneOf.join('|') : `${n}Atom`;
    if (a.kind === 'number') return `${n}Number`;
    return n;
  };
  return s.args.length ? `${name}(${s.args.map(arg).join(', ')})` : name;
}
