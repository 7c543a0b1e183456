// Writing pages: one per recipe of a file (and an index when there are several), the gold
// network's own page beside a page that is compared with it, and the pages for a batch of
// evaluated recipes. File names come from names.ts, files are written by files.ts: a page that
// cannot be written is reported for its recipe and the others are still written.
import { basename, dirname, join, resolve } from 'node:path';
import { requireBenchmarkDir } from '../benchmark-dir.ts';
import { closest } from '../did-you-mean.ts';
import { InputError } from '../errors.ts';
import { GoldStandards } from '../evaluator/gold-standards.ts';
import type { Recipe, SolutionFile } from '../language/ast.ts';
import { formatPlace, parseSolutionText, readSolutionFile } from '../language/parse-solution.ts';
import { problemsOf } from '../language/recipe-problems.ts';
import type { RecipeRun } from '../simulator.ts';
import { Simulator, type SimulatorOptions } from '../simulator.ts';
import { HEADER_ONLY_DIRECTIVES } from './csp.ts';
import { makeFolder, makeOwnFolder, WriteError, writePage } from './files.ts';
import { type BatchEntry, type IndexEntry, type RecipeEntry, renderBatchIndex, renderGoldProblem, renderIndex } from './index-pages.ts';
import { buildModel, type ViewModel } from './model.ts';
import { batchPageName, goldPageName, goldPageNamed, hrefOf, PageNames, pageStem, repeatedIds, stemOf } from './names.ts';
import { type PageLinks, renderPage } from './page.ts';
import { printable } from '../printable.ts';
import { scoreView, type ScoreView, unscoredReason } from './score.ts';
import { settingsOf } from './settings.ts';
import { parseProblemDiagnostics } from '../diagnostics/index.ts';
import { checkPageArguments, checkRecipeViewArguments, checkRowsArguments, checkViewsArguments } from './view-arguments.ts';

export { pagePolicy } from './csp.ts';

export interface ViewOptions {
  /** Only this recipe id of the file. */
  recipe?: string;
  /** The page (one recipe) or the index page (several); default: FILE's name with .html, in the current folder. */
  output?: string;
  benchmark?: string;
  /** A simulator to reuse; else one is made from `simulator`. */
  simulator?: SimulatorOptions;
  sim?: Simulator;
  /**
   * In a batch (`evaluate --show`): the folder and the file's place in the batch, which name the
   * page (`NNN--<recipe id>.html` for a file of one recipe, else its index `NNN--<file>.html`);
   * `output` is not used then.
   */
  batch?: { dir: string; position: number };
  /** The file's text, already read (standard input, `-`); else the file is read. */
  text?: string;
  /** Once aborted (Ctrl-C), no page is begun: the pages written so far are kept and listed in the index. */
  stop?: AbortSignal;
}

/** A page that could not be written: its recipe and the reason, in one line. */
export interface PageError {
  recipeId: string | null;
  path: string;
  message: string;
}

export interface WrittenViews {
  /** One per page written, in file order, with the recipe's figures against the gold (absent without one). */
  pages: (RecipeEntry & { path: string })[];
  /** The index page, when the file held several recipes (and it could be written). */
  index: string | null;
  /** Pages of gold networks written beside them. */
  gold: string[];
  /** Pages (recipe, gold or index) that could not be written; the others were. */
  errors: PageError[];
  /** Recipes left without a page because `stop` was aborted. */
  skipped: number;
}

const pageError = (recipeId: string | null, e: WriteError): PageError => ({ recipeId, path: e.path, message: `${recipeId === null ? 'index' : `#${recipeId}`}: ${e.message}` });

/** Ids listed when `--recipe` names none of the file's and none is close. */
const IDS_LISTED = 10;

/** `FILE: no recipe #ID (did you mean #x?)`, or with the file's ids (the first IDS_LISTED). */
function noRecipe(file: string, id: string, parsed: SolutionFile): string {
  const ids = [...new Set(parsed.recipes.map((r) => r.id).filter((x): x is string => x !== null))];
  const close = closest(id, ids);
  if (close.length) return `${file}: no recipe #${id} (did you mean ${close.map((x) => `#${x}`).join(' or ')}?)`;
  const more = ids.length - IDS_LISTED;
  const listed = ids.slice(0, IDS_LISTED).map((x) => `#${x}`).join(', ') + (more > 0 ? ` and ${more} more` : '');
  return `${file}: no recipe #${id} (the file holds ${listed || 'no recipe with an id'})`;
}

/** Writes the pages of one .solution file. */
export async function writeViews(file: string, given: ViewOptions = {}): Promise<WrittenViews> {
  const options = checkViewsArguments(file, given);
  const parsed = options.text === undefined ? readSolutionFile(file) : parseSolutionText(options.text, file);
  let recipes = parsed.recipes;
  if (options.recipe) {
    const wanted = options.recipe.toLowerCase();
    recipes = recipes.filter((r) => r.id === wanted);
    // `#id` as the header line writes it
    if (!recipes.length && wanted.startsWith('#')) recipes = parsed.recipes.filter((r) => r.id === wanted.slice(1));
    if (!recipes.length) throw new InputError(noRecipe(file, options.recipe.replace(/^#/, ''), parsed));
  }
  if (!recipes.length) {
    // a file that could not be read or parsed: its first problem names the place (a file refused whole has none)
    const first = parsed.problems[0];
    if (!first) throw new InputError(`${file}: no recipe in this file`);
    throw new InputError(first.code === 'E_UNREADABLE_FILE' ? `${file}: ${first.message}` : `${formatPlace(first.place)}: ${first.message}`);
  }
  const sim = options.sim ?? new Simulator(options.simulator);
  const gold = goldStandards(sim, options.benchmark);
  const several = recipes.length > 1;
  const output = options.batch
    ? join(options.batch.dir, batchPageName(options.batch.position, several ? stemOf(file) : (recipes[0].id ?? stemOf(file))))
    : resolve(options.output ?? `${stemOf(file)}.html`);
  // the gold page is written beside the page: under the same name, it would replace it or be replaced
  const shadowed = goldPageNamed(basename(output), recipes.map((r) => r.id));
  if (shadowed !== undefined) throw new InputError(`${output}: that is the name of the page of the gold network of #${shadowed}, written beside it; choose another name`);
  const dir = dirname(output);
  makeFolder(dir);
  const written: WrittenViews = { pages: [], index: null, gold: [], errors: [], skipped: 0 };
  const entries: IndexEntry[] = [];
  const goldPages = new GoldPages(dir, sim, gold, written);
  // a recipe id may come back in one file: each occurrence gets its own page
  const names = new PageNames(pageStem(output));
  const repeated = repeatedIds(recipes.map((r) => r.id));
  for (const [i, recipe] of recipes.entries()) {
    if (options.stop && (await stopped(options.stop))) {
      written.skipped = recipes.length - i;
      break;
    }
    const name = several ? names.next(recipe.id, i + 1) : basename(output);
    const page = await recipePage(recipe, file, parsed, sim, gold, goldPages, several ? hrefOf(basename(output)) : null);
    const status = page.run?.status ?? 'error';
    const path = attempt(written, recipe.id, () => writePage(dir, name, page.html));
    const entry: IndexEntry = {
      href: path === null ? null : hrefOf(name),
      recipeId: recipe.id,
      ...(recipe.id !== null && repeated.has(recipe.id) ? { line: recipe.place.line } : {}),
      status,
      executionTime: page.model?.executionTime ?? null,
      goal: page.score?.goalConditionSuccess ?? null,
      dish: page.score?.dishApproximationScore ?? null,
      smatchF: page.score?.smatch?.f ?? null,
    };
    if (path !== null) written.pages.push({ ...entry, path });
    entries.push(entry);
  }
  if (several) written.index = attempt(written, null, () => writePage(dir, basename(output), renderIndex(file, entries, written.skipped, settingsOf(sim)).html));
  return written;
}

/** Whether `stop` is aborted, after one turn of the event loop that lets a signal's handler run. */
async function stopped(stop: AbortSignal): Promise<boolean> {
  await new Promise((turn) => setImmediate(turn));
  return stop.aborted;
}

/** `write()`'s path, or null with the reason kept in `written.errors`. */
function attempt(written: WrittenViews, recipeId: string | null, write: () => string): string | null {
  try {
    return write();
  } catch (e) {
    if (!(e instanceof WriteError)) throw e;
    written.errors.push(pageError(recipeId, e));
    return null;
  }
}

function goldStandards(sim: Simulator, benchmark?: string): GoldStandards | null {
  try {
    return new GoldStandards(sim, requireBenchmarkDir(benchmark));
  } catch (e) {
    if (e instanceof InputError) return null; // no corpus: pages without the comparison
    throw e;
  }
}

async function recipePage(recipe: Recipe, file: string, parsed: SolutionFile, sim: Simulator, gold: GoldStandards | null, goldPages: GoldPages, index: string | null): Promise<RecipeView> {
  // the gold network's page is written first, so that this page can link to it
  const environment = recipe.id && gold && !problemsOf(parsed, recipe).length ? gold.environment(recipe.id) : undefined;
  const goldHref = environment ? await goldPages.page(environment.recipeId) : null;
  return recipeView(recipe, file, parsed, sim, gold, { gold: goldHref, index });
}

export interface RecipeView {
  html: string;
  /** The Content-Security-Policy the page carries. */
  csp: string;
  run: RecipeRun;
  model: ViewModel;
  score: ScoreView | null;
}

/** One recipe's page (without links to other pages), with what it shows. */
export async function recipeView(recipe: Recipe, file: string, parsed: SolutionFile, sim: Simulator, gold: GoldStandards | null, links: PageLinks = {}): Promise<RecipeView> {
  checkRecipeViewArguments(recipe, file, parsed, sim, gold);
  const problems = problemsOf(parsed, recipe);
  // the diagnostics `run` gives such a recipe (E_SYNTAX …), with their codes and places
  const messages = problems.map((p) => `${formatPlace(p.place)}: ${p.message}`);
  const run: RecipeRun = problems.length
    ? { file, recipeId: recipe.id, status: 'error', executionTime: null, timeline: [], messages, diagnostics: parseProblemDiagnostics(problems), program: null, execution: null, initialKitchen: null }
    : sim.run(recipe, file);
  const model = buildModel(recipe, run);
  const score = gold && !problems.length ? scoreView(sim, gold, recipe, file, run) : null;
  const unscored = links.unscored ?? unscoredReason(recipe.id, gold, problems.length > 0);
  const { html, csp } = await renderPage(model, score, { ...links, unscored, settings: settingsOf(sim) });
  return { html, csp, run, model, score };
}

/** The gold networks' own pages in one folder, each written once; the link to a page from its folder (`hrefOf`), or null when it could not be written. */
class GoldPages {
  private readonly names = new Map<string, string | null>();

  constructor(
    private readonly dir: string,
    private readonly sim: Simulator,
    private readonly gold: GoldStandards | null,
    private readonly written: WrittenViews,
  ) {}

  async page(recipeId: string): Promise<string | null> {
    if (this.names.has(recipeId)) return this.names.get(recipeId)!;
    const name = goldPageName(recipeId);
    const std = this.gold!.get(recipeId);
    const goldRecipe = readSolutionFile(std.path).recipes.at(-1);
    const html = goldRecipe && std.run ? (await renderPage(buildModel({ ...goldRecipe, id: recipeId }, std.run), null, { settings: settingsOf(this.sim) })).html : renderGoldProblem(recipeId, std.problem ?? null).html;
    const path = attempt(this.written, recipeId, () => writePage(this.dir, name, html));
    if (path !== null) this.written.gold.push(path);
    this.names.set(recipeId, path === null ? null : hrefOf(name));
    return this.names.get(recipeId)!;
  }
}

export interface BatchOptions extends Omit<ViewOptions, 'output' | 'recipe'> {
  /** Told each page that could not be written (one line); default: standard error. */
  warn?: (message: string) => void;
}

/**
 * The pages of a batch of evaluated recipes (`evaluate --show`, `-show-output true`): one per
 * recipe of every file the rows name, in `<output stem>-views/` beside `output` (or in
 * `./irl-kitchen-views/` when the output is standard output), with an index per file and one over
 * all. Returns the index over all; print it so people know where to look. A file or page that
 * cannot be written is listed in the index, told to `warn` and returned in `errors`.
 */
export async function writeViewsForRows(rows: readonly { file: string }[], output: string, given: BatchOptions = {}): Promise<{ dir: string; index: string; pages: string[]; errors: string[] }> {
  const { warn: told, ...options } = checkRowsArguments(rows, output, given);
  const dir = output === '-' ? resolve('irl-kitchen-views') : join(dirname(resolve(output)), `${pageStem(output)}-views`);
  makeOwnFolder(dir);
  const warn = told ?? ((m: string) => process.stderr.write(`${printable(m)}\n`));
  const sim = options.sim ?? new Simulator(options.simulator);
  const files = [...new Set(rows.map((r) => r.file))];
  const pages: string[] = [];
  const errors: string[] = [];
  const entries: BatchEntry[] = [];
  for (const [i, file] of files.entries()) {
    let views: WrittenViews;
    try {
      views = await writeViews(file, { ...options, sim, batch: { dir, position: i + 1 } });
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      // said as a page's problem is: the exit status alone would not say which file got no pages
      warn(e.message);
      errors.push(e.message);
      entries.push({ file, href: null, problems: [e.message] });
      continue;
    }
    const problems = views.errors.map((x) => `${file}: ${x.message}`);
    for (const p of problems) warn(p);
    errors.push(...problems);
    pages.push(...views.pages.map((p) => p.path));
    const target = views.index ?? views.pages[0]?.path;
    // the batch index sits in the same folder as every page: links are the pages' names
    const pagesHere = views.pages.map((p) => ({ ...p, href: hrefOf(basename(p.path)) }));
    entries.push(target ? { file, href: hrefOf(basename(target)), pages: pagesHere, problems } : { file, href: null, problems });
  }
  const index = writePage(dir, 'index.html', renderBatchIndex(entries, settingsOf(sim)).html);
  return { dir, index, pages, errors };
}

/**
 * The page of a session's network (`GET /sessions/{id}/view`): the recipe as the session reads
 * it, the implicit get-kitchen included. `refreshSeconds` makes the browser reload it, so the
 * page follows the lines as they are executed; given as a function, it gets the milliseconds
 * the page took to make (a page never reloads faster than it renders).
 */
export async function pageForRecipe(recipe: Recipe, name: string, sim: Simulator, refreshSeconds?: RefreshSeconds): Promise<string> {
  return (await policyPage(recipe, name, sim, refreshSeconds, 'pageForRecipe')).html;
}

const SESSION_UNSCORED = "A session's page is not compared with a gold network: POST /sessions/{id}/evaluate scores the network against a recipe's gold.";

/** Seconds between reloads, or how to work them out from the page's render time in milliseconds. */
export type RefreshSeconds = number | ((renderMs: number) => number);

/**
 * `pageForRecipe` with the policy to send as the response's Content-Security-Policy header: the
 * page's own (also in its <meta>) and what only a header can say.
 */
export function pageWithPolicy(recipe: Recipe, name: string, sim: Simulator, refreshSeconds?: RefreshSeconds): Promise<{ html: string; csp: string }> {
  return policyPage(recipe, name, sim, refreshSeconds, 'pageWithPolicy');
}

async function policyPage(recipe: Recipe, name: string, sim: Simulator, refreshSeconds: RefreshSeconds | undefined, where: string): Promise<{ html: string; csp: string }> {
  checkPageArguments(recipe, name, sim, refreshSeconds, where);
  const started = performance.now();
  const seconds = typeof refreshSeconds === 'function' ? () => refreshSeconds(performance.now() - started) : refreshSeconds;
  const { html, csp } = await recipeView(recipe, name, { file: name, recipes: [recipe], problems: [] }, sim, null, { refreshSeconds: seconds, unscored: SESSION_UNSCORED });
  return { html, csp: `${csp}; ${HEADER_ONLY_DIRECTIVES}` };
}
