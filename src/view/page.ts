// One self-contained HTML page per recipe: the drawings are laid out when the page is written,
// style, script and data are inlined, and nothing is fetched, so it opens from file://.
import { repeatsInWords } from '../twin-words.ts';
import { CLIENT } from './client.ts';
import { type HtmlDocument, htmlDocument } from './document.ts';
import { ganttSvg } from './gantt.ts';
import { graphSvg, REFUSED_LINES_DRAWN } from './graph.ts';
import { escapeHtml as h, scriptJson } from './html.ts';
import type { ViewModel } from './model.ts';
import { scorePanel } from './score-panel.ts';
import { type ExecutionSettings, settingsMeta } from './settings.ts';
import type { ScoreView } from './score.ts';
import { STYLE } from './style.ts';

export interface PageLinks {
  /** The gold network's own page, relative to this one. */
  gold?: string | null;
  /** The link to the index page of the file's recipes (`hrefOf` its name). */
  index?: string | null;
  /** Seconds after which the browser reloads the page (a function: asked once the page is laid out). */
  refreshSeconds?: number | (() => number);
  /** Why the page shows no comparison with a gold network (when `score` is null), in words. */
  unscored?: string;
  /** The semantics and kitchen the network was executed with, shown in the header. */
  settings?: ExecutionSettings;
}

export async function renderPage(model: ViewModel, score: ScoreView | null, links: PageLinks = {}): Promise<HtmlDocument> {
  const title = `${model.recipeId ?? 'network'} · ${model.file}`;
  const cp = model.criticalPath;
  const counts = { ran: 0, failed: 0, never: 0 };
  for (const l of model.lines) counts[l.status]++;
  const header =
    // <bdi>: a right-to-left override inside an id or a file name stops at its end
    `<header><h1>${model.recipeId ? `#<bdi>${h(model.recipeId)}</bdi>` : 'network'}</h1>` +
    `<span class="status ${h(model.status)}">${h(model.status)}</span>` +
    `<span class="meta"><bdi>${h(model.file)}</bdi></span>` +
    `<span class="meta">${count(model.lines.length, 'line')}: ${counts.ran} ran, ${counts.failed} failed, ${counts.never} never ran${twinNote(model)}</span>` +
    (model.executionTime !== null ? `<span class="meta">execution time <b>${h(model.executionTime)} s</b></span>` : '') +
    (links.settings ? settingsMeta(links.settings) : '') +
    (links.index ? `<a href="${h(links.index)}">all recipes of the file</a>` : '') +
    `</header>`;
  const diagnostics = model.diagnostics.length
    ? `<section class="panel" id="diagnostics"><h2>Diagnostics (${model.diagnostics.length})</h2><ul class="diagnostics">${model.diagnostics
        .map(
          (d) =>
            `<li class="${d.rootCause ? 'root' : ''}"${d.line !== null ? ` data-line="${h(String(d.line))}"` : ''}>${d.rootCause ? '<b>root cause</b> · ' : ''}` +
            `${d.line !== null ? `<a href="#" data-goto-line="${h(String(d.line))}">${placeText(d.line, d.column)}</a>: ` : ''}${h(d.message)}${d.code ? ` <span class="code">${h(d.code)}</span>` : ''}` +
            `${d.hint ? `<br><span class="muted">${h(d.hint)}</span>` : ''}</li>`,
        )
        .join('')}</ul></section>`
    : '';
  const drawing = await graphSvg(model);
  const legend =
    `<div class="legend"><span><i class="sw ran"></i>ran</span><span><i class="sw failed"></i>failed</span><span><i class="sw never"></i>never ran</span>` +
    `<span><i class="sw critical"></i>critical path</span><span>── object · - - kitchen state</span><span>hover a variable to see its producer and users; click a step</span>` +
    `<button class="toggle" id="toggle-states" type="button">${drawing.statesHidden ? 'show' : 'hide'} kitchen-state edges</button> <button class="toggle" id="toggle-fit" type="button">actual size</button></div>`;
  const notDrawn = drawing.notDrawn
    ? `<p class="muted" id="not-drawn">The network was refused, so no line is linked: its first ${model.lines.length - drawing.notDrawn} lines are drawn, the ${drawing.notDrawn} more are not (their problems are under Diagnostics).</p>`
    : '';
  const graph = `<section class="panel" id="network"><h2>Network</h2>${legend}${notDrawn}<div class="scroll${drawing.statesHidden ? ' hide-states' : ''}" id="graph">${drawing.svg}</div></section>`;
  const totals = model.criticalTotals;
  const critical =
    cp.length && totals
      ? `<p class="critical-summary">Critical path (${count(cp.length, 'step')}, marked): ${cp.length === 1 ? 'line' : 'lines'} ${cp.map((c) => `<a href="#" data-goto-line="${c.line}">${c.line}</a>`).join(' → ')}.<br>` +
        `Durations ${h(totals.durations)} s + waits ${h(totals.waits)} s = execution time <b>${h(model.executionTime ?? '')} s</b>.</p>`
      : '<p class="muted">No critical path: the network did not execute completely.</p>';
  const scale = model.steps.length ? ` <button class="toggle" id="toggle-scale" type="button">time scale: event order</button>` : '';
  const schedule = `<section class="panel" id="schedule"><h2>Schedule${scale}</h2>${critical}<div class="scroll">${ganttSvg(model)}</div></section>`;
  const shown = listed(model);
  const more = model.variables.length - shown.variables.length;
  const unlisted = more
    ? `<p class="muted" id="not-listed">The network was refused, so nothing is bound: the variables of the lines drawn are listed, the ${count(more, 'more variable')} of the other lines ${more === 1 ? 'is' : 'are'} not.</p>`
    : '';
  const bindings =
    `<section class="panel"><h2>Bindings (${model.variables.length})</h2>${unlisted}<div class="scroll short"><table class="grid" id="bindings"><thead><tr><th>variable</th><th>value</th><th>available at</th><th>bound by</th></tr></thead><tbody>` +
    shown.variables
      .map(
        (v) =>
          `<tr data-variable="${h(v.name)}" class="${v.value === null ? 'unbound' : ''}"><td class="var">${h(v.name)}</td><td>${v.value === null ? 'unbound' : `<a href="#">${h(v.value)}</a>`}</td>` +
          `<td class="num">${h(v.availableAt ?? '—')}</td><td>${v.producer !== null ? `line ${v.producer}` : '—'}</td></tr>`,
      )
      .join('') +
    `</tbody></table></div></section>`;
  const side = `<aside id="side"><section class="panel" id="step-detail"></section><section class="panel" id="kitchen-state"></section></aside>`;
  const body =
    header +
    `<main><div id="primary">${diagnostics}${graph}${schedule}${scorePanel(score, links.gold ?? null, links.unscored)}${bindings}</div>${side}</main>` +
    `<script type="application/json" id="view-data">${scriptJson(clientData(model, shown))}</script>`;
  return htmlDocument({ title, style: STYLE, body, script: CLIENT, refreshSeconds: links.refreshSeconds });
}

interface Listed {
  lines: ViewModel['lines'];
  variables: ViewModel['variables'];
}

/**
 * The lines and variables the page lists. A refused network has no step and binds nothing, and
 * can be of any length (100,000 lines made a page of 59 MB): its page lists the lines drawn
 * (REFUSED_LINES_DRAWN) and those its diagnostics name, and their variables.
 */
function listed(m: ViewModel): Listed {
  if (!m.refused) return { lines: m.lines, variables: m.variables };
  const named = new Set(m.diagnostics.map((d) => d.line));
  const lines = m.lines.filter((l, i) => i < REFUSED_LINES_DRAWN || named.has(l.line));
  const names = new Set(lines.flatMap((l) => l.variables));
  return { lines, variables: m.variables.filter((v) => names.has(v.name)) };
}

/** `1 line`, `2 lines`. */
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The lines that repeat an earlier line word for word, which run as one with it and count as it does. */
function twinNote(model: ViewModel): string {
  const twins = model.lines.flatMap((l) => (l.twinOf ? [{ line: l.line, of: l.twinOf }] : []));
  return twins.length ? ` (${repeatsInWords(twins)})` : '';
}

/** `line 3`, or `line 3, column 51` where the column says more than the line's start. */
const placeText = (line: number, column: number | null) => (column !== null && column > 1 ? `line ${line}, column ${column}` : `line ${line}`);

/** What the script needs (the drawings are already in the page). */
function clientData(m: ViewModel, shown: Listed) {
  return {
    lines: shown.lines.map((l) => ({ line: l.line, text: l.text, status: l.status, start: l.start, end: l.end, startText: l.startText, endText: l.endText, mode: l.mode, variables: l.variables, critical: l.critical, twinOf: l.twinOf ?? null })),
    variables: shown.variables.map((v) => ({ name: v.name, producer: v.producer, users: v.users, pid: v.pid })),
    steps: m.steps,
    entities: m.entities,
    diagnostics: m.diagnostics,
  };
}
