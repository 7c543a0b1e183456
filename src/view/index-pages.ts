// The pages around the recipe pages: a file's index, the index over a batch of evaluated files,
// and the stand-in for a gold network that cannot be shown. Every value is escaped; layout is
// classes of the one style sheet (no style attributes, see csp.ts).
import { type HtmlDocument, htmlDocument } from './document.ts';
import { escapeHtml as h } from './html.ts';
import { type GoalFigure, goalText } from './score.ts';
import { type ExecutionSettings, settingsMeta } from './settings.ts';
import { STYLE } from './style.ts';

/** One recipe's line in an index: its page, status and figures (absent: not compared with a gold). */
export interface RecipeEntry {
  /** The link to the page from the index (`hrefOf` its name); null when it could not be written. */
  href?: string | null;
  recipeId: string | null;
  /** The recipe's header line, where its id comes more than once in the file (else absent): the rows would read alike. */
  line?: number | null;
  status: string;
  executionTime?: string | null;
  goal?: GoalFigure | null;
  dish?: number | null;
  smatchF?: number | null;
}

export type IndexEntry = RecipeEntry;

/** A recipe id as text: <bdi> keeps a right-to-left override inside the id from turning what follows. */
const id = (recipeId: string | null) => (recipeId === null ? '(no id)' : `<bdi>${h(recipeId)}</bdi>`);
const figure = (x: string | null | undefined) => h(x ?? '—');
const STATUSES = ['ok', 'unexecutable', 'error'];
/** A status as a coloured pill; an unknown word gets the plain pill. */
const status = (s: string) => `<span class="status ${STATUSES.includes(s) ? h(s) : 'other'}">${h(s)}</span>`;

const FIGURE_HEADINGS = '<th>status</th><th>goal conditions met</th><th>dish</th><th>execution time</th><th>Smatch F</th>';

/** A recipe's cells: linked id, status, figures. */
function recipeCells(e: RecipeEntry): string {
  const link = e.href ? `<a href="${h(e.href)}">${id(e.recipeId)}</a>` : id(e.recipeId);
  // `#cyc (line 52)`, as `run` names a repeated id
  const line = e.line ? ` <span class="muted repeated">(line ${e.line})</span>` : '';
  return (
    `<td>${link}${line}</td><td>${status(e.status)}</td><td class="num">${figure(e.goal ? goalText(e.goal) : null)}</td>` +
    `<td class="num">${figure(e.dish?.toFixed(3))}</td><td class="num">${figure(e.executionTime === null || e.executionTime === undefined ? null : `${e.executionTime} s`)}</td>` +
    `<td class="num">${figure(e.smatchF?.toFixed(3))}</td>`
  );
}

/** `3 recipes: 2 ok, 1 unexecutable` */
function tally(entries: readonly RecipeEntry[]): string {
  const counts = new Map<string, number>();
  for (const e of entries) counts.set(e.status, (counts.get(e.status) ?? 0) + 1);
  const rank = (s: string) => (STATUSES.includes(s) ? STATUSES.indexOf(s) : STATUSES.length);
  const parts = [...counts].sort(([a], [b]) => rank(a) - rank(b)).map(([s, n]) => `${n} ${h(s)}`);
  return `${entries.length} recipe${entries.length === 1 ? '' : 's'}${parts.length ? `: ${parts.join(', ')}` : ''}`;
}

/** The page listing a file's recipes; `skipped`: recipes after them left without a page (the command was interrupted). */
export function renderIndex(file: string, entries: readonly IndexEntry[], skipped = 0, settings?: ExecutionSettings): HtmlDocument {
  const rows = entries.map((e) => `<tr class="recipe">${recipeCells(e)}</tr>`).join('');
  const stopped = skipped ? `<span class="meta" id="skipped" data-skipped="${skipped}">interrupted: the last ${skipped} recipe${skipped === 1 ? '' : 's'} of the file got no page</span>` : '';
  const body =
    `<header><h1><bdi>${h(file)}</bdi></h1><span class="meta">${tally(entries)}</span>${settings ? settingsMeta(settings) : ''}${stopped}</header><main class="single"><section class="panel">` +
    `<table class="grid index" id="recipes"><thead><tr><th>recipe</th>${FIGURE_HEADINGS}</tr></thead><tbody>${rows}</tbody></table>` +
    `</section></main>`;
  return htmlDocument({ title: file, style: STYLE, body });
}

/** One evaluated file in the batch index: its index or page and its recipes, or why it has none. */
export type BatchEntry =
  | { file: string; href: string; pages: readonly RecipeEntry[]; problems: readonly string[] }
  | { file: string; href: null; problems: readonly string[] };

/** The index over every file of `evaluate --show`: one row per recipe, with its status and figures. */
export function renderBatchIndex(entries: readonly BatchEntry[], settings?: ExecutionSettings): HtmlDocument {
  const recipes = entries.flatMap((e) => (e.href === null ? [] : e.pages));
  const rows = entries.map((e, i) => {
    const position = `<td class="num muted">${i + 1}</td>`;
    const problems = e.problems.length ? `<ul class="problems">${e.problems.map((p) => `<li>${h(p)}</li>`).join('')}</ul>` : '';
    if (e.href === null) return `<tr class="file unwritten">${position}<td><bdi>${h(e.file)}</bdi></td><td colspan="6">${problems || '<span class="muted">no page</span>'}</td></tr>`;
    const fileCell = (span: number) => `<td rowspan="${span}"><a href="${h(e.href!)}"><bdi>${h(e.file)}</bdi></a></td>`;
    const span = Math.max(1, e.pages.length) + (problems ? 1 : 0);
    const first = e.pages.length ? recipeCells(e.pages[0]) : '<td colspan="6" class="muted">no recipe</td>';
    return (
      `<tr class="file recipe"><td class="num muted" rowspan="${span}">${i + 1}</td>${fileCell(span)}${first}</tr>` +
      e.pages.slice(1).map((p) => `<tr class="recipe">${recipeCells(p)}</tr>`).join('') +
      (problems ? `<tr class="problems"><td colspan="6">${problems}</td></tr>` : '')
    );
  });
  const body =
    `<header><h1>Evaluated networks</h1><span class="meta">${entries.length} file${entries.length === 1 ? '' : 's'} · ${tally(recipes)}</span>${settings ? settingsMeta(settings) : ''}</header>` +
    `<main class="single"><section class="panel"><table class="grid index" id="batch"><thead><tr><th>#</th><th>file</th><th>recipe</th>${FIGURE_HEADINGS}</tr></thead>` +
    `<tbody>${rows.join('')}</tbody></table></section></main>`;
  return htmlDocument({ title: 'irl-kitchen views', style: STYLE, body });
}

/** The stand-in for a gold network whose page cannot be drawn (its file did not read or run). */
export function renderGoldProblem(recipeId: string, problem: string | null): HtmlDocument {
  const body = `<header><h1>gold network ${id(recipeId)}</h1></header><main class="single"><section class="panel"><p>${h(problem ?? 'gold network unavailable')}</p></section></main>`;
  return htmlDocument({ title: `gold ${recipeId}`, style: STYLE, body });
}
