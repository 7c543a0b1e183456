// Writing pages: one per recipe of a file (and an index when there are several), the gold
// network's own page beside a page that is compared with it, and the pages for a batch of
// evaluated rows.
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { requireBenchmarkDir } from '../benchmark-dir.ts';
import { InputError } from '../errors.ts';
import { GoldStandards } from '../evaluator/gold-standards.ts';
import type { Recipe, SolutionFile } from '../language/ast.ts';
import { formatPlace, readSolutionFile } from '../language/parse-solution.ts';
import { problemsOf } from '../language/recipe-problems.ts';
import type { RecipeRun } from '../simulator.ts';
import { Simulator, type SimulatorOptions } from '../simulator.ts';
import { buildModel, type ViewModel } from './model.ts';
import { type PageLinks, renderIndex, renderPage } from './page.ts';
import { scoreView, type ScoreView } from './score.ts';

export interface ViewOptions {
  /** Only this recipe id of the file. */
  recipe?: string;
  /** The page (one recipe) or the index page (several); default: FILE's name with .html, in the current folder. */
  output?: string;
  benchmark?: string;
  /** A simulator to reuse; else one is made from `simulator`. */
  sim?: Simulator;
  simulator?: SimulatorOptions;
}

export interface WrittenViews {
  /** One per recipe, in file order. */
  pages: { recipeId: string | null; path: string; status: string }[];
  /** The index page, when the file held several recipes. */
  index: string | null;
  /** Pages of gold networks written beside them. */
  gold: string[];
}

const slug = (s: string) => s.replace(/[^a-zA-Z0-9._-]+/g, '-');
const stem = (file: string) => basename(file).replace(/\.[^.]*$/, '');

/** Writes the pages of one .solution file. */
export async function writeViews(file: string, options: ViewOptions = {}): Promise<WrittenViews> {
  const parsed = readSolutionFile(file);
  let recipes = parsed.recipes;
  if (options.recipe) {
    recipes = recipes.filter((r) => r.id === options.recipe!.toLowerCase());
    if (!recipes.length) throw new InputError(`${file}: no recipe #${options.recipe} (the file holds ${parsed.recipes.map((r) => `#${r.id ?? '(no id)'}`).join(', ') || 'no recipe'})`);
  }
  if (!recipes.length) throw new InputError(`${file}: no recipe in this file${parsed.problems.length ? `: ${formatPlace(parsed.problems[0].place)}: ${parsed.problems[0].message}` : ''}`);
  const sim = options.sim ?? new Simulator(options.simulator);
  const gold = goldStandards(sim, options.benchmark);
  const output = resolve(options.output ?? `${stem(file)}.html`);
  const several = recipes.length > 1;
  const dir = dirname(output);
  mkdirSync(dir, { recursive: true });
  const written: WrittenViews = { pages: [], index: several ? output : null, gold: [] };
  const entries: Parameters<typeof renderIndex>[1] = [];
  const goldPages = new Map<string, string>();
  const used = new Set<string>();
  for (const [i, recipe] of recipes.entries()) {
    // a recipe id may come back in one file: each occurrence gets its own page
    let name = `${stem(output)}-${slug(recipe.id ?? String(i + 1))}`;
    for (let k = 2; used.has(name); k++) name = `${stem(output)}-${slug(recipe.id ?? String(i + 1))}-${k}`;
    used.add(name);
    const path = several ? join(dir, `${name}.html`) : output;
    const page = await recipePage(recipe, file, parsed, sim, gold, dir, goldPages, several ? basename(output) : null);
    writeFileSync(path, page.html);
    written.pages.push({ recipeId: recipe.id, path, status: page.run?.status ?? 'error' });
    entries.push({ href: basename(path), recipeId: recipe.id, status: page.run?.status ?? 'error', executionTime: page.model?.executionTime ?? null, score: page.score });
  }
  if (several) writeFileSync(output, renderIndex(file, entries));
  written.gold = [...goldPages.values()];
  return written;
}

function goldStandards(sim: Simulator, benchmark?: string): GoldStandards | null {
  try {
    return new GoldStandards(sim, requireBenchmarkDir(benchmark));
  } catch (e) {
    if (e instanceof InputError) return null; // no corpus: pages without the comparison
    throw e;
  }
}

async function recipePage(
  recipe: Recipe,
  file: string,
  parsed: SolutionFile,
  sim: Simulator,
  gold: GoldStandards | null,
  dir: string,
  goldPages: Map<string, string>,
  index: string | null,
): Promise<RecipeView> {
  // the gold network's page is written first, so that this page can link to it
  const environment = recipe.id && gold && !problemsOf(parsed, recipe).length ? gold.environment(recipe.id) : undefined;
  const goldHref = environment && gold ? relative(dir, await goldPage(environment.recipeId, sim, gold, dir, goldPages)) : null;
  return recipeView(recipe, file, parsed, sim, gold, { gold: goldHref, index });
}

export interface RecipeView {
  html: string;
  run: RecipeRun;
  model: ViewModel;
  score: ScoreView | null;
}

/** One recipe's page (without links to other pages), with what it shows. */
export async function recipeView(recipe: Recipe, file: string, parsed: SolutionFile, sim: Simulator, gold: GoldStandards | null, links: PageLinks = {}): Promise<RecipeView> {
  const problems = problemsOf(parsed, recipe);
  const run: RecipeRun = problems.length
    ? { file, recipeId: recipe.id, status: 'error', executionTime: null, timeline: [], messages: problems.map((p) => `${formatPlace(p.place)}: ${p.message}`), program: null, execution: null, initialKitchen: null }
    : sim.run(recipe, file);
  const model = buildModel(recipe, run);
  const score = gold && !problems.length ? scoreView(sim, gold, recipe, file, run) : null;
  return { html: await renderPage(model, score, links), run, model, score };
}

/** The gold network's own page in `dir` (written once per folder and recipe). */
async function goldPage(recipeId: string, sim: Simulator, gold: GoldStandards, dir: string, written: Map<string, string>): Promise<string> {
  const path = join(dir, `gold-${slug(recipeId)}.html`);
  if (written.has(path)) return path;
  const std = gold.get(recipeId);
  const goldRecipe = readSolutionFile(std.path).recipes.at(-1);
  if (goldRecipe && std.run) {
    const model = buildModel({ ...goldRecipe, id: recipeId }, std.run);
    writeFileSync(path, await renderPage(model, null));
  } else writeFileSync(path, `<!doctype html><meta charset="utf-8"><title>gold ${recipeId}</title><p>${std.problem ?? 'gold network unavailable'}</p>`);
  written.set(path, path);
  return path;
}

/**
 * The pages of a batch of evaluated recipes (`evaluate --show`, `-show-output true`): one per
 * recipe of every file the rows name, in `<output stem>-views/` beside `output` (or in
 * `./irl-kitchen-views/` when the output is standard output), with an index per file and one over
 * all. Returns the index over all; print it so people know where to look.
 */
export async function writeViewsForRows(
  rows: readonly { file: string }[],
  output: string,
  options: Omit<ViewOptions, 'output' | 'recipe'> = {},
): Promise<{ dir: string; index: string; pages: string[] }> {
  const dir = output === '-' ? resolve('irl-kitchen-views') : join(dirname(resolve(output)), `${stem(output)}-views`);
  mkdirSync(dir, { recursive: true });
  const sim = options.sim ?? new Simulator(options.simulator);
  const files = [...new Set(rows.map((r) => r.file))];
  const pages: string[] = [];
  const links: string[] = [];
  for (const [i, file] of files.entries()) {
    let views: WrittenViews;
    try {
      views = await writeViews(file, { ...options, sim, output: join(dir, `${String(i + 1).padStart(3, '0')}-${slug(stem(file))}.html`) });
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      links.push(`<li>${file}: ${e.message.replace(/[<&]/g, ' ')}</li>`);
      continue;
    }
    pages.push(...views.pages.map((p) => p.path));
    const target = views.index ?? views.pages[0].path;
    links.push(`<li><a href="${basename(target)}">${basename(file).replace(/[<&"]/g, ' ')}</a> (${views.pages.map((p) => `${p.recipeId ?? '?'}: ${p.status}`).join(', ')})</li>`);
  }
  const index = join(dir, 'index.html');
  writeFileSync(index, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>irl-kitchen views</title></head><body style="font:14px system-ui;margin:20px"><h1>Evaluated networks</h1><ul>${links.join('')}</ul></body></html>`);
  return { dir, index, pages };
}

/**
 * The page of a session's network (`GET /sessions/{id}/view`): the recipe as the session reads
 * it, the implicit get-kitchen included. `refreshSeconds` makes the browser reload it, so the
 * page follows the lines as they are executed.
 */
export async function pageForRecipe(recipe: Recipe, name: string, sim: Simulator, refreshSeconds?: number): Promise<string> {
  const { html } = await recipeView(recipe, name, { file: name, recipes: [recipe], problems: [] }, sim, null);
  return refreshSeconds ? html.replace('<head>', `<head><meta http-equiv="refresh" content="${refreshSeconds}">`) : html;
}
