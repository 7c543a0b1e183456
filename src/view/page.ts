// One self-contained HTML page per recipe: the drawings are laid out when the page is written,
// style, script and data are inlined, and nothing is fetched, so it opens from file://.
import { CLIENT } from './client.ts';
import { ganttSvg } from './gantt.ts';
import { graphSvg } from './graph.ts';
import { escapeHtml as h, scriptJson } from './html.ts';
import type { ViewModel } from './model.ts';
import { scorePanel } from './score-panel.ts';
import type { ScoreView } from './score.ts';
import { STYLE } from './style.ts';

export interface PageLinks {
  /** The gold network's own page, relative to this one. */
  gold?: string | null;
  /** The index page of the file's recipes. */
  index?: string | null;
}

export async function renderPage(model: ViewModel, score: ScoreView | null, links: PageLinks = {}): Promise<string> {
  const title = `${model.recipeId ?? 'network'} · ${model.file}`;
  const cp = model.criticalPath;
  const counts = { ran: 0, failed: 0, never: 0 };
  for (const l of model.lines) counts[l.status]++;
  const header =
    `<header><h1>${h(model.recipeId ? `#${model.recipeId}` : 'network')}</h1>` +
    `<span class="status ${model.status}">${model.status}</span>` +
    `<span class="meta">${h(model.file)}</span>` +
    `<span class="meta">${model.lines.length} lines: ${counts.ran} ran, ${counts.failed} failed, ${counts.never} never ran</span>` +
    (model.executionTime !== null ? `<span class="meta">execution time <b>${h(model.executionTime)} s</b></span>` : '') +
    (links.index ? `<a href="${h(links.index)}">all recipes of the file</a>` : '') +
    `</header>`;
  const diagnostics = model.diagnostics.length
    ? `<section class="panel" id="diagnostics"><h2>Diagnostics (${model.diagnostics.length})</h2><ul class="diagnostics">${model.diagnostics
        .map(
          (d) =>
            `<li class="${d.rootCause ? 'root' : ''}"${d.line !== null ? ` data-line="${d.line}"` : ''}>${d.rootCause ? '<b>root cause</b> · ' : ''}` +
            `${d.line !== null ? `<a href="#" data-goto-line="${d.line}">line ${d.line}</a>: ` : ''}${h(d.message)}${d.code ? ` <span class="code">${h(d.code)}</span>` : ''}` +
            `${d.hint ? `<br><span class="muted">${h(d.hint)}</span>` : ''}</li>`,
        )
        .join('')}</ul></section>`
    : '';
  const legend =
    `<div class="legend"><span><i class="sw ran"></i>ran</span><span><i class="sw failed"></i>failed</span><span><i class="sw never"></i>never ran</span>` +
    `<span><i class="sw critical"></i>critical path</span><span>── object · - - kitchen state</span><span>hover a variable to see its producer and users; click a step</span>` +
    `<button class="toggle" id="toggle-states" type="button">hide kitchen-state edges</button> <button class="toggle" id="toggle-fit" type="button">fit to panel</button></div>`;
  const graph = `<section class="panel" id="network"><h2>Network</h2>${legend}<div class="scroll" id="graph">${await graphSvg(model)}</div></section>`;
  const totals = model.criticalTotals;
  const critical =
    cp.length && totals
      ? `<p class="critical-summary">Critical path (${cp.length} steps, marked): lines ${cp.map((c) => `<a href="#" data-goto-line="${c.line}">${c.line}</a>`).join(' → ')}.<br>` +
        `Durations ${h(totals.durations)} s + waits ${h(totals.waits)} s = execution time <b>${h(model.executionTime ?? '')} s</b>.</p>`
      : '<p class="muted">No critical path: the network did not execute completely.</p>';
  const scale = model.steps.length ? ` <button class="toggle" id="toggle-scale" type="button">time scale: event order</button>` : '';
  const schedule = `<section class="panel" id="schedule"><h2>Schedule${scale}</h2>${critical}<div class="scroll">${ganttSvg(model)}</div></section>`;
  const bindings =
    `<section class="panel"><h2>Bindings (${model.variables.length})</h2><div class="scroll" style="max-height:360px"><table class="grid" id="bindings"><thead><tr><th>variable</th><th>value</th><th>available at</th><th>bound by</th></tr></thead><tbody>` +
    model.variables
      .map(
        (v) =>
          `<tr data-variable="${h(v.name)}" class="${v.value === null ? 'unbound' : ''}"><td class="var">${h(v.name)}</td><td>${v.value === null ? 'unbound' : `<a href="#">${h(v.value)}</a>`}</td>` +
          `<td class="num">${v.availableAt ?? '—'}</td><td>${v.producer !== null ? `line ${v.producer}` : '—'}</td></tr>`,
      )
      .join('') +
    `</tbody></table></div></section>`;
  const side = `<aside id="side"><section class="panel" id="step-detail"></section><section class="panel" id="kitchen-state"></section></aside>`;
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${h(title)}</title><style>${STYLE}</style></head><body>` +
    header +
    `<main><div id="primary">${diagnostics}${graph}${schedule}${scorePanel(score, links.gold ?? null)}${bindings}</div>${side}</main>` +
    `<script type="application/json" id="view-data">${scriptJson(clientData(model))}</script>` +
    `<script>${CLIENT}</script></body></html>`
  );
}

/** What the script needs (the drawings are already in the page). */
function clientData(m: ViewModel) {
  return {
    lines: m.lines.map((l) => ({ line: l.line, text: l.text, status: l.status, start: l.start, end: l.end, startText: l.startText, endText: l.endText, mode: l.mode, variables: l.variables, critical: l.critical })),
    variables: m.variables.map((v) => ({ name: v.name, producer: v.producer, users: v.users, pid: v.pid })),
    steps: m.steps,
    entities: m.entities,
    diagnostics: m.diagnostics,
  };
}

/** The page listing a file's recipes. */
export function renderIndex(file: string, entries: { href: string; recipeId: string | null; status: string; executionTime: string | null; score: ScoreView | null }[]): string {
  const rows = entries
    .map(
      (e) =>
        `<tr><td><a href="${h(e.href)}">${h(e.recipeId ?? '(no id)')}</a></td><td>${h(e.status)}</td><td class="num">${e.executionTime ?? '—'}</td>` +
        `<td class="num">${e.score?.goalConditionSuccess?.fraction ?? '—'}</td><td class="num">${e.score?.dishApproximationScore?.toFixed(3) ?? '—'}</td><td class="num">${e.score?.smatch?.f.toFixed(3) ?? '—'}</td></tr>`,
    )
    .join('');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${h(file)}</title><style>${STYLE}</style></head><body>` +
    `<header><h1>${h(file)}</h1><span class="meta">${entries.length} recipes</span></header><main style="display:block"><section class="panel">` +
    `<table class="grid" id="recipes"><thead><tr><th>recipe</th><th>status</th><th>execution time</th><th>goal conditions</th><th>dish</th><th>Smatch F</th></tr></thead><tbody>${rows}</tbody></table>` +
    `</section></main></body></html>`
  );
}
