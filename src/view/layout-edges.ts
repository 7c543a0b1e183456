// Which object edges the layout routes. A layered layout puts a dummy node on every layer an edge
// crosses, so an object used by every later line (one tool shared by 200 mixing lines) costs the
// square of the network's length: 9 s and 800 MB for 200 lines, out of memory for 2,000. The
// shortest edges are routed until their crossings reach LAYOUT_CROSSINGS; the others are drawn
// as plain curves between their nodes, like the kitchen-state edges.

/** Layers crossed by the routed edges together, at most (every gold network routes all its edges). */
export const LAYOUT_CROSSINGS = 4000;

export interface LineEdge {
  from: number;
  to: number;
}

/** The edges to route and those to draw directly, each in the order given. */
export function splitForLayout<E extends LineEdge>(lines: readonly number[], edges: readonly E[]): { routed: E[]; direct: E[] } {
  const span = spans(lines, edges);
  const order = edges.map((_, i) => i).sort((a, b) => span[a] - span[b] || a - b);
  const routed = new Set<number>();
  let crossings = 0;
  for (const i of order) {
    if (crossings + span[i] - 1 > LAYOUT_CROSSINGS) break;
    crossings += span[i] - 1;
    routed.add(i);
  }
  return { routed: edges.filter((_, i) => routed.has(i)), direct: edges.filter((_, i) => !routed.has(i)) };
}

/** Each edge's layer distance in a longest-path layering (lines in order: an edge goes to a later line, or is counted as 1). */
function spans(lines: readonly number[], edges: readonly LineEdge[]): number[] {
  const layer = new Map<number, number>(lines.map((l) => [l, 0]));
  const byTarget = [...edges].sort((a, b) => a.to - b.to);
  for (const e of byTarget) if (e.from < e.to) layer.set(e.to, Math.max(layer.get(e.to) ?? 0, (layer.get(e.from) ?? 0) + 1));
  return edges.map((e) => Math.max(1, (layer.get(e.to) ?? 0) - (layer.get(e.from) ?? 0)));
}
