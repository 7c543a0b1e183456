// The score panel's HTML: the figures with their explanations. Every figure also sits in a
// data- attribute, unrounded, for scripts and tests.
import { escapeHtml as h } from './html.ts';
import { goalText, type ScoreView } from './score.ts';

const NO_GOLD = 'No gold network has this recipe id, so nothing to compare with.';
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const fixed = (x: number, d = 3) => x.toFixed(d);

/** `unscored`: why there is no comparison, when `score` is null. */
export function scorePanel(score: ScoreView | null, goldHref: string | null, unscored = NO_GOLD): string {
  if (!score) return `<section id="score" class="panel" data-gold="false"><h2>Against the gold</h2><p class="muted">${h(unscored)}</p></section>`;
  const g = score.goalConditionSuccess;
  const figures =
    `<div class="figures">` +
    figure(
      'goal conditions met',
      g ? goalText(g) : 'NIL',
      g ? `data-goal-fraction="${h(g.fraction)}" data-goal-value="${h(String(g.value))}" data-goal-met="${g.met}" data-goal-total="${g.total}"` : 'data-goal-fraction="NIL"',
    ) +
    figure('dish approximation', score.dishApproximationScore === null ? 'NIL' : fixed(score.dishApproximationScore), `data-dish-score="${score.dishApproximationScore ?? 'NIL'}"`) +
    figure('execution time', score.executionTime === null ? 'NIL' : `${score.executionTime} s`, `data-execution-time="${score.executionTime ?? 'NIL'}"`) +
    figure(
      'Smatch F',
      score.smatch ? fixed(score.smatch.f) : '—',
      score.smatch ? `data-smatch-f="${score.smatch.f}" data-smatch-precision="${score.smatch.precision}" data-smatch-recall="${score.smatch.recall}"` : '',
    ) +
    `</div>`;
  const notes = [...score.messages, ...score.warnings].map((m) => `<li>${h(m)}</li>`).join('');
  return (
    `<section id="score" class="panel" data-gold="true" data-status="${h(score.status)}">` +
    `<h2>Against the gold: ${h(score.recipeId)} ${goldHref ? `<a class="gold-link" href="${h(goldHref)}">open the gold network's view →</a>` : ''}</h2>` +
    figures +
    (notes ? `<ul class="notes">${notes}</ul>` : '') +
    goalsHtml(score) +
    dishHtml(score) +
    smatchHtml(score) +
    `</section>`
  );
}

const figure = (label: string, value: string, attrs: string) => `<div class="figure" ${attrs}><div class="value">${h(value)}</div><div class="label">${h(label)}</div></div>`;

function goalsHtml(score: ScoreView): string {
  const x = score.goals;
  if (!x) return '';
  const rows = x.goals
    .map(
      (g) =>
        `<tr class="${g.met ? 'met' : 'missed'}" data-gold-line="${h(String(g.gold.line))}"><td>${g.met ? '✔ met' : '✘ missed'}</td>` +
        `<td>${g.gold.line} ${h(g.gold.action)}<br><span class="var">${h(g.gold.variable)}</span></td><td>${h(g.gold.object)}<br><span class="muted">${h(g.gold.place)}</span></td>` +
        (g.predicted
          ? `<td><a href="#" data-goto-line="${g.predicted.line}">line ${g.predicted.line}</a> ${h(g.predicted.action)}${g.met ? '' : ' <span class="muted">(closest)</span>'}<br><span class="var">${h(g.predicted.variable)}</span></td><td>${h(g.predicted.object)}<br><span class="muted">${h(g.predicted.place)}</span></td>`
          : `<td colspan="2" class="muted">nothing comparable</td>`) +
        `</tr>`,
    )
    .join('');
  return (
    `<details class="block"${x.reached < x.total ? ' open' : ''} id="goals"><summary>Goal conditions: ${x.reached} of ${x.total} met</summary>` +
    `<div class="scroll medium"><table class="grid"><thead><tr><th></th><th>gold step</th><th>gold object and place</th><th>predicted step</th><th>predicted object and place</th></tr></thead><tbody>${rows}</tbody></table></div></details>`
  );
}

function dishHtml(score: ScoreView): string {
  const d = score.dish;
  if (!d) return '';
  const nodes = d.nodes.map((n) => `<li><a href="#" data-goto-line="${n.line}">line ${n.line}</a> ${h(n.action)} <span class="var">${h(n.variable)}</span>: ${fixed(n.score)}</li>`).join('');
  const b = d.best;
  let breakdown = '<p class="muted">No predicted output is a dish (a container or list of ingredients): the score is 0.</p>';
  if (b) {
    const tests = b.container.tests.map((t) => `<li class="${t.ok ? 'ok' : 'no'}">${t.ok ? '✔' : '✘'} ${h(t.name)}</li>`).join('');
    const ingredients = b.contents.ingredients
      .map(
        (i) =>
          `<tr><td>${h(i.gold)}${i.goldMixtures.length ? `<br><span class="muted">in ${h(i.goldMixtures.join(' › '))}</span>` : ''}</td>` +
          `<td>${i.match ? h(i.match) : '<span class="muted">none of its class</span>'}${i.matchMixtures.length ? `<br><span class="muted">in ${h(i.matchMixtures.join(' › '))}</span>` : ''}</td>` +
          `<td>${h(i.properties)}</td><td>${h(i.hierarchy)}</td><td class="num" data-similarity="${i.similarity}">${fixed(i.similarity)}</td></tr>`,
      )
      .join('');
    const left = b.contents.leftOver.length ? `<tr class="missed"><td class="muted">(not in the gold)</td><td>${b.contents.leftOver.map(h).join('<br>')}</td><td></td><td></td><td class="num">0 each</td></tr>` : '';
    breakdown =
      `<p>Best: <a href="#" data-goto-line="${b.line}">line ${b.line}</a> ${h(b.action)} <span class="var">${h(b.variable)}</span>: ${h(b.object)}</p>` +
      `<p class="sum" data-dish-total="${b.total}">${fixed(b.weights.contents, 2)} × contents ${fixed(b.contents.ratio)} + ${fixed(b.weights.container, 2)} × presentation ${fixed(b.container.ratio)} = <b>${fixed(b.total)}</b></p>` +
      `<h4>Presentation: ${b.container.points} of ${b.container.max} points</h4><ul class="tests">${tests}</ul>` +
      `<h4>Contents: ${fixed(b.contents.points)} of ${b.contents.max} points = ${fixed(b.contents.ratio)} (each ingredient: ${fixed(b.weights.properties, 1)} × properties + ${fixed(b.weights.hierarchy, 1)} × mixtures)</h4>` +
      `<table class="grid"><thead><tr><th>gold base ingredient</th><th>best predicted match</th><th>properties</th><th>mixtures</th><th>similarity</th></tr></thead><tbody>${ingredients}${left}</tbody></table>`;
  }
  return (
    `<details class="block" open id="dish"><summary>Dish approximation: ${fixed(d.score)} (gold dish ${h(d.gold.variable)}, line ${d.gold.line}: ${h(d.gold.object)})</summary>` +
    breakdown +
    `<details><summary>Every predicted output compared (${d.nodes.length})</summary><ul>${nodes}</ul></details></details>`
  );
}

function smatchHtml(score: ScoreView): string {
  const s = score.smatchDetail;
  if (!s) return '';
  const list = (xs: string[]) => xs.map((x) => `<li>${h(x)}</li>`).join('');
  return (
    `<details class="block" id="smatch"><summary>Smatch: precision ${pct(s.precision)}, recall ${pct(s.recall)}, F ${fixed(s.f)} (${s.matched} of ${s.predictedTriples} predicted and ${s.goldTriples} gold triples matched)</summary>` +
    `<div class="cols3"><div><h4>matched (${s.matchedTriples.length})</h4><ul class="triples">${s.matchedTriples.map((t) => `<li>${h(t.predicted)}${t.predicted === t.gold ? '' : ` ≙ ${h(t.gold)}`}</li>`).join('')}</ul></div>` +
    `<div><h4>predicted only (${s.unmatchedPredicted.length})</h4><ul class="triples">${list(s.unmatchedPredicted)}</ul></div>` +
    `<div><h4>gold only (${s.unmatchedGold.length})</h4><ul class="triples">${list(s.unmatchedGold)}</ul></div></div></details>`
  );
}
