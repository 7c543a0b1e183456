// Flags whose values only the loaded world or the file system can check, checked before any
// work so that a bad value is a usage error (exit 2, one line naming the flag) instead of an
// error row per recipe (exit 1) or a silent fallback.
import { didYouMean } from '../did-you-mean.ts';
import { InputError } from '../errors.ts';

/** The kitchen every command starts in unless --kitchen names another. */
export const DEFAULT_KITCHEN = 'full-kitchen';

/** --kitchen: a kitchen some loaded ontology file defines. */
export async function checkKitchen(kitchen: string, ontologyFiles: string[], rulesDirs: string[]): Promise<void> {
  if (kitchen === DEFAULT_KITCHEN) return; // always defined; spares the main thread a world load when workers score
  const { Simulator } = await import('../simulator.ts'); // the world is loaded once per process and shared
  const known = new Simulator({ ontologyFiles, rulesDirs }).world.kitchenNames();
  if (!known.includes(kitchen)) throw new InputError(`--kitchen ${kitchen}: no such kitchen (known: ${known.join(', ')})${didYouMean(kitchen, known)}`);
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
