// A derived task's kitchen made again from its name alone (`full-kitchen+2-baking-tray`, docs/
// TASKS.md): a plan's network is run, viewed or repaired in it (`--kitchen`), and a session
// snapshot restored in it (the server), where only the name travels. One rule for both: the
// names derived tasks make and no others, so that a typo is not taken for a kitchen.
import { didYouMean } from '../did-you-mean.ts';
import { InputError } from '../errors.ts';
import { Factory } from '../kitchen/entity.ts';
import { Simulator } from '../simulator.ts';
import { kitchenFile, parseToolsKitchen, toolsKitchenYaml } from './kitchen-files.ts';
import { EXTRA_TOOLS } from './variations.ts';

/** A kitchen name that is neither loaded nor one a derived task makes. */
export class UnknownKitchenError extends InputError {
  readonly code = 'E_UNKNOWN_KITCHEN';
  constructor(message: string) {
    super(message);
    this.name = 'UnknownKitchenError';
  }
}

/** The world a kitchen name is looked up in: the built-in files and these. */
export interface KitchenWorld {
  ontologyFiles: readonly string[];
  rulesDirs: readonly string[];
}

/**
 * How a refusal begins: `flag` for a command line option (`--kitchen NAME: no such kitchen`),
 * else the server's and the simulator's `kitchen: unknown kitchen "NAME"`.
 */
export interface KitchenLabel {
  flag?: string;
}

/** The accepted forms, in words, for a refusal. */
export function derivedKitchenForms(known: readonly string[]): string {
  return `a derived task's kitchen is BASE+N-TOOL: BASE one of ${known.map((k) => JSON.stringify(k)).join(', ')}, N ${EXTRA_TOOLS.join(' or ')}, TOOL a class BASE's kitchen-cabinet holds`;
}

/**
 * The ontology files `name` needs beyond the world's own: none for a kitchen the world knows,
 * the written YAML of a derived task's kitchen for a name of that form. Any other name is
 * refused with an UnknownKitchenError saying the accepted forms (and the closest names).
 */
export function kitchenOntology(name: string, world: KitchenWorld, label: KitchenLabel = {}): string[] {
  const files = { ontologyFiles: [...world.ontologyFiles], rulesDirs: [...world.rulesDirs] };
  const known = new Simulator(files).world.kitchenNames();
  if (known.includes(name)) return [];
  const head = label.flag ? `${label.flag} ${name}: no such kitchen` : `kitchen: unknown kitchen ${JSON.stringify(name)}`;
  const refuse = (why: string) => new UnknownKitchenError(`${head}: ${why} (${derivedKitchenForms(known)})`);
  const tools = parseToolsKitchen(name);
  if (!tools) {
    // a plain name: the loaded kitchens first, then the forms; the closest of either named
    const near = didYouMean(name, [...known, ...derivedNames(files, known)]);
    // each as its caller has always said it: the option's value bare, the library's quoted
    const said = label.flag ? ` (known: ${known.join(', ')})${near}` : `${near} (known: ${known.map((k) => JSON.stringify(k)).join(', ')})`;
    throw new UnknownKitchenError(`${head}${said}; ${derivedKitchenForms(known)}`);
  }
  // `full-kitchen+2-baking-tray+1-whisk`: the base is a name this function accepts, but no task derives twice
  if (!known.includes(tools.base) && parseToolsKitchen(tools.base))
    throw refuse(`${JSON.stringify(tools.base)} is itself a derived kitchen, and a derived task adds tools to a loaded kitchen once`);
  if (!known.includes(tools.base)) throw refuse(`no kitchen ${JSON.stringify(tools.base)}${didYouMean(tools.base, known)}`);
  if (!EXTRA_TOOLS.includes(tools.extra)) throw refuse(`no derived task adds ${tools.extra} tools`);
  const cabinet = cabinetClasses(files, tools.base);
  if (!cabinet.includes(tools.tool)) throw refuse(`the kitchen-cabinet of ${JSON.stringify(tools.base)} holds no ${tools.tool}${didYouMean(tools.tool, cabinet)}`);
  return [kitchenFile(toolsKitchenYaml(tools.base, tools.tool, tools.extra))];
}

/** The classes of what `base`'s kitchen-cabinet holds, each once. */
function cabinetClasses(files: KitchenWorld, base: string): string[] {
  const sim = new Simulator({ ontologyFiles: [...files.ontologyFiles], rulesDirs: [...files.rulesDirs], kitchen: base });
  const cabinet = sim.initialKitchen(new Factory(sim.world.ontology)).contents.find((place) => place.cls.name === 'kitchen-cabinet');
  return [...new Set((cabinet?.contents ?? []).map((c) => c.cls.name))];
}

/** Every derived kitchen name over the loaded kitchens, for a did-you-mean. */
function derivedNames(files: KitchenWorld, known: readonly string[]): string[] {
  return known.flatMap((base) => cabinetClasses(files, base).flatMap((tool) => EXTRA_TOOLS.map((n) => `${base}+${n}-${tool}`)));
}
