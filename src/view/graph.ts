// The network as an SVG drawing: one node per line, an edge per shared object variable from the
// line that binds it to each line that uses it, laid out by elkjs when the page is written (the
// page carries the finished drawing, not the layout engine). Kitchen-state edges are left out of
// the layout, which would otherwise string every line along one long chain, and drawn apart; so
// are the longest object edges of a network whose edges would cost the layout too much.
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js';
import { escapeHtml } from './html.ts';
import { splitForLayout } from './layout-edges.ts';
import type { ViewModel } from './model.ts';

const NODE_W = 210;
const NODE_H = 40;
const MARGIN = 12;

interface Edge {
  variable: string;
  from: number;
  to: number;
}

function edgesOf(model: ViewModel, lines: ViewModel['lines']): { objects: Edge[]; states: Edge[] } {
  const objects: Edge[] = [];
  const states: Edge[] = [];
  const known = new Set(lines.map((l) => l.line));
  for (const v of model.variables) {
    if (v.producer === null || !known.has(v.producer)) continue;
    for (const to of v.users) if (to !== v.producer && known.has(to)) (v.kind === 'kitchen-state' ? states : objects).push({ variable: v.name, from: v.producer, to });
  }
  return { objects, states };
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/**
 * Characters of the action's name in a node's head (11 px monospace, about 6.6 px a character,
 * after the line number and a blank): the whole width, or what the "root cause" badge at the
 * right end (about 72 px) leaves, so that the two never overlap.
 */
const headRoom = (line: number, badge: boolean) => (badge ? 17 : 28) - String(line).length - 1;

/**
 * Length (px, at actual size) of kitchen-state curves above which the page opens with them hidden.
 * Dashed curves cost the browser per dash on every repaint: a kitchen state used by hundreds of
 * lines (a network that takes everything from `?kitchen`) made each click take seconds; below
 * this length a click is answered in well under a second.
 */
export const STATE_CURVES_SHOWN_PX = 1_000_000;

/**
 * Lines of a refused network drawn at most. Such a network has no step and no edge, so its lines
 * are boxes in a row that say nothing the diagnostics do not; laying out each costs the layout
 * engine, and a network of 100,000 lines took minutes. The rest are counted, not drawn.
 */
export const REFUSED_LINES_DRAWN = 500;

export interface GraphDrawing {
  svg: string;
  /** Lines of a refused network left out of the drawing (beyond REFUSED_LINES_DRAWN). */
  notDrawn: number;
  /** Whether the page opens with the kitchen-state edges hidden (too long to draw quickly). */
  statesHidden: boolean;
}

/** `layout`: ELK options over the defaults below. */
export async function graphSvg(model: ViewModel, layout: Record<string, string> = {}): Promise<GraphDrawing> {
  const lines = model.refused ? model.lines.slice(0, REFUSED_LINES_DRAWN) : model.lines;
  const { objects: all, states } = edgesOf(model, lines);
  // long edges only as curves when routing them all would cost the layout too much (layout-edges.ts)
  const { routed: objects, direct } = splitForLayout(lines.map((l) => l.line), all);
  const elk = new ELK();
  const graph: ElkNode = {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '12',
      'elk.spacing.componentComponent': '16',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      ...layout,
    },
    children: lines.map((l) => ({ id: `n${l.line}`, width: NODE_W, height: NODE_H })),
    edges: objects.map((e, i): ElkExtendedEdge => ({ id: `e${i}`, sources: [`n${e.from}`], targets: [`n${e.to}`] })),
  };
  const laid = await elk.layout(graph);
  const pos = new Map((laid.children ?? []).map((c) => [Number(c.id.slice(1)), { x: (c.x ?? 0) + MARGIN, y: (c.y ?? 0) + MARGIN }]));
  const width = Math.ceil((laid.width ?? 0) + 2 * MARGIN);
  const height = Math.ceil((laid.height ?? 0) + 2 * MARGIN);

  const objectPaths = (laid.edges ?? []).map((edge, i) => {
    const e = objects[i];
    const d = ((edge as ElkExtendedEdge).sections ?? [])
      .map((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint].map((p, k) => `${k ? 'L' : 'M'}${(p.x + MARGIN).toFixed(1)} ${(p.y + MARGIN).toFixed(1)}`).join(' '))
      .join(' ');
    return edgePath('edge object', e, d);
  });
  /** A curve from the bottom of the producer to the top of the user, near their left or right ends; `length` about its length. */
  const curve = (e: Edge, right: boolean) => {
    const a = pos.get(e.from)!;
    const b = pos.get(e.to)!;
    const end = (x: number) => (right ? x + NODE_W - 14 : x + 14);
    const [x1, y1, x2, y2] = [end(a.x), a.y + NODE_H, end(b.x), b.y];
    const bend = Math.max(24, Math.abs(y2 - y1) / 3);
    return { d: `M${x1} ${y1} C${x1} ${y1 + bend} ${x2} ${y2 - bend} ${x2} ${y2}`, length: Math.hypot(x2 - x1, y2 - y1) + bend };
  };
  // object edges left out of the layout at the nodes' left ends, kitchen-state edges at their right ends: apart
  const directPaths = direct.map((e) => edgePath('edge object', e, curve(e, false).d));
  let stateLength = 0;
  const statePaths = states.map((e) => {
    const { d, length } = curve(e, true);
    stateLength += length;
    return edgePath('edge state', e, d);
  });
  const nodes = lines.map((l) => {
    const p = pos.get(l.line)!;
    const out = l.variables[0] ?? '';
    const cls = ['node', l.status, l.critical ? 'critical' : '', model.diagnostics.some((d) => d.rootCause && d.line === l.line) ? 'root-cause' : '']
      .filter(Boolean)
      .join(' ');
    const rootCause = cls.includes('root-cause');
    const badge = rootCause ? `<text class="badge" x="${NODE_W - 8}" y="14" text-anchor="end">⚠ root cause</text>` : '';
    return (
      `<g class="${escapeHtml(cls)}" data-line="${l.line}" transform="translate(${p.x.toFixed(1)},${p.y.toFixed(1)})" tabindex="0">` +
      `<title>${escapeHtml(`line ${l.line}: ${l.text}${nodeNote(l)}`)}</title>` +
      `<rect width="${NODE_W}" height="${NODE_H}" rx="6"/>` +
      `<text class="head" x="8" y="15"><tspan class="ln">${l.line}</tspan> ${escapeHtml(clip(l.action, Math.min(22, headRoom(l.line, rootCause))))}</text>${badge}` +
      `<text class="out" x="8" y="32" data-variable="${escapeHtml(out)}">${escapeHtml(clip(out, 30))}</text>` +
      `</g>`
    );
  });
  const svg =
    `<svg id="graph-svg" xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="network graph">` +
    `<defs><marker id="arrow" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0L8 4L0 8z"/></marker></defs>` +
    `<g class="state-edges">${statePaths.join('')}</g><g class="object-edges">${objectPaths.join('')}${directPaths.join('')}</g><g class="nodes">${nodes.join('')}</g></svg>`;
  return { svg, notDrawn: model.lines.length - lines.length, statesHidden: stateLength > STATE_CURVES_SHOWN_PX };
}

/** What a node's tooltip adds to the line's text: how it ran, when not plainly. */
function nodeNote(l: ViewModel['lines'][number]): string {
  const how = l.status === 'never' ? 'never ran' : l.status === 'failed' ? 'failed' : '';
  const twin = l.twinOf ? `repeats line ${l.twinOf} word for word, and the two run as one` : '';
  const notes = [twin, how].filter(Boolean).join('; ');
  return notes ? ` (${notes})` : '';
}

function edgePath(cls: string, e: Edge, d: string): string {
  const v = escapeHtml(e.variable);
  return `<g class="${escapeHtml(cls)}" data-variable="${v}" data-from="${e.from}" data-to="${e.to}"><title>${v}: line ${e.from} → line ${e.to}</title><path class="hit" d="${d}"/><path class="wire" d="${d}" marker-end="url(#arrow)"/></g>`;
}
