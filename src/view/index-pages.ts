// The pages around the recipe pages: a file's index, the index over a batch of evaluated files,
// and the stand-in for a gold network that cannot be shown. Every value is escaped.
import { type HtmlDocument, htmlDocument } from './document.ts';
import { escapeHtml as h } from './html.ts';
import type { ScoreView } from './score.ts';
import { STYLE } from './style.ts';

export interface IndexEntry {
  /** The page, relative to the index; null when it could not be written. */
  href: string | null;
  recipeId: string | null;
  status: string;
  executionTime: string | null;
  score: ScoreView | null;
}

/** A recipe id as text: <bdi> keeps a right-to-left override inside the id from turning what follows. */
const id = (recipeId: string | null) => (recipeId === null ? '(no id)' : `<bdi>${h(recipeId)}</bdi>`);
const figure = (x: string | null | undefined) => h(x ?? '—');

/** The page listing a file's recipes. */
export function renderIndex(file: string, entries: readonly IndexEntry[]): HtmlDocument {
  const rows = entries
    .map(
      (e) =>
        `<tr><td>${e.href === null ? id(e.recipeId) : `<a href="${h(e.href)}">${id(e.recipeId)}</a>`}</td><td>${h(e.status)}</td><td class="num">${figure(e.executionTime)}</td>` +
        `<td class="num">${figure(e.score?.goalConditionSuccess?.fraction)}</td><td class="num">${figure(e.score?.dishApproximationScore?.toFixed(3))}</td><td class="num">${figure(e.score?.smatch?.f.toFixed(3))}</td></tr>`,
    )
    .join('');
  const body =
    `<header><h1>${h(file)}</h1><span class="meta">${entries.length} recipes</span></header><main class="single"><section class="panel">` +
    `<table class="grid" id="recipes"><thead><tr><th>recipe</th><th>status</th><th>execution time</th><th>goal conditions</th><th>dish</th><th>Smatch F</th></tr></thead><tbody>${rows}</tbody></table>` +
    `</section></main>`;
  return htmlDocument({ title: file, style: STYLE, body });
}

/** One evaluated file in the batch index: its index or page, or why it has none. */
export type BatchEntry =
  | { file: string; href: string; pages: readonly { recipeId: string | null; status: string }[]; problems: readonly string[] }
  | { file: string; href: null; problems: readonly string[] };

/** The index over every file of `evaluate --show`. */
export function renderBatchIndex(entries: readonly BatchEntry[]): HtmlDocument {
  const items = entries.map((e) => {
    const problems = e.problems.length ? `<ul class="problems">${e.problems.map((p) => `<li>${h(p)}</li>`).join('')}</ul>` : '';
    if (e.href === null) return `<li>${h(e.file)}${problems}</li>`;
    const recipes = e.pages.map((p) => `${id(p.recipeId)}: ${h(p.status)}`).join(', ');
    return `<li><a href="${h(e.href)}">${h(e.file)}</a> (${recipes})${problems}</li>`;
  });
  const body = `<header><h1>Evaluated networks</h1><span class="meta">${entries.length} files</span></header><main class="single"><section class="panel"><ul class="files">${items.join('')}</ul></section></main>`;
  return htmlDocument({ title: 'irl-kitchen views', style: STYLE, body });
}

/** The stand-in for a gold network whose page cannot be drawn (its file did not read or run). */
export function renderGoldProblem(recipeId: string, problem: string | null): HtmlDocument {
  const body = `<header><h1>gold network ${id(recipeId)}</h1></header><main class="single"><section class="panel"><p>${h(problem ?? 'gold network unavailable')}</p></section></main>`;
  return htmlDocument({ title: `gold ${recipeId}`, style: STYLE, body });
}
