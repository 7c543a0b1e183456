// The schedule as an SVG Gantt chart in simulation time: one row per executed line in execution
// order, so that overlapping steps show as bars over the same stretch of time; the critical
// path's bars are marked.
import { escapeHtml } from './html.ts';
import type { ViewModel } from './model.ts';

const LABEL_W = 230;
const CHART_W = 760;
const ROW_H = 18;
const AXIS_H = 26;

/** About six round tick values from 0 to `max`. */
function ticks(max: number): number[] {
  if (max <= 0) return [0];
  const raw = max / 6;
  const p = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw)!;
  const out: number[] = [];
  for (let t = 0; t <= max + 1e-9; t += step) out.push(t);
  return out;
}

export function ganttSvg(model: ViewModel): string {
  const rows = model.lines.filter((l) => l.step !== null).sort((a, b) => a.step! - b.step!);
  if (!rows.length) return '<p class="muted" id="gantt-svg">No line ran.</p>';
  const total = Math.max(model.executionTimeValue ?? 0, ...rows.map((r) => r.end ?? 0), 1);
  const x = (t: number) => LABEL_W + (t / total) * CHART_W;
  const height = AXIS_H + rows.length * ROW_H + 8;
  const width = LABEL_W + CHART_W + 20;
  const axis = ticks(total)
    .map((t) => `<g class="tick"><line x1="${x(t)}" x2="${x(t)}" y1="${AXIS_H - 4}" y2="${height}"/><text x="${x(t)}" y="${AXIS_H - 8}" text-anchor="middle">${escapeHtml(t.toLocaleString('en'))}</text></g>`)
    .join('');
  // lines that repeat a line word for word run as one with it: its bar is theirs too
  const repeats = new Map<number, number[]>();
  for (const l of model.lines) if (l.twinOf) repeats.set(l.twinOf, [...(repeats.get(l.twinOf) ?? []), l.line]);
  const repeatNote = (line: number) => {
    const by = repeats.get(line);
    return by ? ` (repeated word for word by line${by.length === 1 ? '' : 's'} ${by.join(', ')}, run as one with it)` : '';
  };
  const bars = rows
    .map((r, i) => {
      const y = AXIS_H + i * ROW_H;
      const x0 = x(r.start ?? 0);
      const w = Math.max(3, x(r.end ?? 0) - x0);
      const cls = escapeHtml(['bar', r.status, r.critical ? 'critical' : ''].filter(Boolean).join(' '));
      const critical = r.critical ? ' data-critical="true"' : '';
      return (
        `<g class="${cls}" data-line="${r.line}"${critical} tabindex="0">` +
        `<title>${escapeHtml(`line ${r.line} ${r.action}: ${r.startText} → ${r.endText}${r.critical ? ' (critical path)' : ''}${repeatNote(r.line)}`)}</title>` +
        `<rect class="row" x="0" y="${y}" width="${width}" height="${ROW_H}"/>` +
        `<text class="label" x="6" y="${y + 13}">${r.line} ${escapeHtml(r.action)}</text>` +
        `<rect class="span" x="${x0.toFixed(1)}" y="${y + 3}" width="${w.toFixed(1)}" height="${ROW_H - 6}" rx="2"/>` +
        `</g>`
      );
    })
    .join('');
  return (
    // scaled down to the panel's width by the style sheet (#gantt-svg), never above its own
    `<svg id="gantt-svg" xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="schedule" ` +
    `data-x0="${LABEL_W}" data-w="${CHART_W}" data-total="${total}" data-scale="linear">` +
    `<g class="axis">${axis}<text class="unit" x="${LABEL_W - 8}" y="${AXIS_H - 8}" text-anchor="end">time (s)</text></g>` +
    `<text class="order-note" x="${LABEL_W}" y="${AXIS_H - 8}">event order: bars keep their order and overlaps, not their lengths</text>${bars}</svg>`
  );
}
