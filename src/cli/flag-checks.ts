// Flags whose values only the loaded world or the file system can check, checked before any
// work so that a bad value is a usage error (exit 2, one line naming the flag) instead of an
// error row per recipe (exit 1) or a silent fallback.
import { existsSync } from 'node:fs';
import { InputError } from '../errors.ts';

/** The kitchen every command starts in unless --kitchen names another. */
export const DEFAULT_KITCHEN = 'full-kitchen';

/**
 * --kitchen: a kitchen some loaded ontology file defines, or a derived task's kitchen by its name
 * (`full-kitchen+2-baking-tray`, made as the server makes it). Gives the ontology files to load:
 * `ontologyFiles`, and the derived kitchen's YAML when the name is one.
 */
export async function checkKitchen(kitchen: string, ontologyFiles: string[], rulesDirs: string[]): Promise<string[]> {
  if (kitchen === DEFAULT_KITCHEN) return ontologyFiles; // always defined; spares the main thread a world load when workers score
  const { kitchenOntology, UnknownKitchenError } = await import('../tasks/derived-kitchen.ts'); // the world is loaded once per process and shared
  try {
    return [...ontologyFiles, ...kitchenOntology(kitchen, { ontologyFiles, rulesDirs }, { flag: '--kitchen' })];
  } catch (e) {
    if (!(e instanceof UnknownKitchenError)) throw e;
    const { parseToolsKitchen } = await import('../tasks/kitchen-files.ts');
    const { Simulator } = await import('../simulator.ts');
    // the kitchen named, or the base of a derived task's kitchen, that no loaded file defines
    const wanted = parseToolsKitchen(kitchen)?.base ?? kitchen;
    if (new Simulator({ ontologyFiles, rulesDirs }).world.kitchenNames().includes(wanted)) throw e;
    throw new UnknownKitchenError(`${e.message}; ${missingFileHint(ontologyFiles)}`);
  }
}

/** The likeliest cause of a kitchen of one's own not being found: the file defining it was not loaded. */
function missingFileHint(ontologyFiles: readonly string[]): string {
  const given = ontologyFiles.length ? `only ${ontologyFiles.join(', ')} given` : 'none given';
  return `a kitchen of one's own is found only when the file that defines it is loaded: pass it with --ontology FILE (${given})`;
}

/**
 * --benchmark DIR given explicitly must be a corpus: commands that can do without one (run,
 * view, serve) would otherwise drop the comparison with the gold without a word.
 */
export async function checkBenchmarkFlag(dir: string | undefined): Promise<void> {
  if (dir === undefined) return;
  const { requireBenchmarkDir } = await import('../benchmark-dir.ts');
  requireBenchmarkDir(dir);
}

/**
 * `plan` takes its tasks from the corpus's recipe texts: a corpus without them (a folder holding
 * only gold networks) is refused before the search, with where it came from and how to point to
 * a full one.
 */
export async function checkRecipeTexts(dir: string | undefined): Promise<void> {
  const { BENCHMARK_ENV, requireBenchmarkDir } = await import('../benchmark-dir.ts');
  const corpus = requireBenchmarkDir(dir);
  const { recipeTextDir } = await import('../tasks/corpus.ts');
  if (existsSync(recipeTextDir(corpus))) return;
  const from = dir !== undefined ? '--benchmark' : process.env[BENCHMARK_ENV] ? BENCHMARK_ENV : 'the default corpus';
  throw new InputError(
    `${corpus} (${from}) has no recipe texts (no ${recipeTextDir(corpus)}), where plan finds its tasks: point to a full checkout of the MUHAI recipe-execution-benchmark with --benchmark DIR or ${BENCHMARK_ENV}`,
  );
}
