// The page's style sheet, inlined into every page. Pages carry no style attributes (the
// Content-Security-Policy allows this sheet by its hash and nothing else): a layout detail is a
// class here.
export const STYLE = String.raw`
:root { --ran: #e8f0fb; --ran-line: #5b84c4; --failed: #fde2e1; --failed-line: #c0392b; --never: #f1f1f1; --never-line: #9a9a9a;
  --critical: #e67e22; --hl: #8e44ad; --changed: #fff3c4; --ink: #1f2933; --muted: #6b7785; --panel: #ffffff; --bg: #f5f6f8; }
* { box-sizing: border-box; }
body { margin: 0; font: 13px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--bg); }
header { padding: 12px 20px; background: #1f2d3d; color: #fff; display: flex; flex-wrap: wrap; gap: 6px 22px; align-items: baseline; }
header h1 { font-size: 18px; margin: 0; font-weight: 600; min-width: 0; overflow-wrap: anywhere; }
header .meta { color: #c9d3de; min-width: 0; overflow-wrap: anywhere; }
/* a status is one word: never broken, however narrow a long id leaves its column */
header .status, td .status { padding: 1px 8px; border-radius: 9px; font-weight: 600; white-space: nowrap; }
td .status { color: #fff; font-size: 11.5px; background: #6b7785; }
.status.ok { background: #2e7d32; } .status.unexecutable { background: #8d6e00; } .status.error { background: #b23b2e; }
header a { color: #9ecbff; }
main { display: grid; grid-template-columns: minmax(0, 1fr) 430px; gap: 14px; padding: 14px 20px; align-items: start; }
.panel { background: var(--panel); border: 1px solid #dde2e8; border-radius: 8px; padding: 10px 14px; margin-bottom: 14px; }
.panel h2 { font-size: 14px; margin: 0 0 8px; display: flex; gap: 12px; align-items: baseline; flex-wrap: wrap; }
.panel h4 { margin: 10px 0 4px; font-size: 12.5px; }
#side { position: sticky; top: 10px; max-height: calc(100vh - 20px); overflow: auto; }
.scroll { overflow: auto; max-height: 560px; border: 1px solid #eef0f3; border-radius: 6px; background: #fcfcfd; }
.scroll.short { max-height: 360px; } .scroll.medium { max-height: 420px; }
/* the network opens fitted: the script sizes the drawing to the panel's width and height */
#graph { text-align: center; } #graph-svg { display: inline-block; vertical-align: top; }
table.index { font-size: 13px; } table.index td, table.index th { padding: 5px 10px; } table.index td { overflow-wrap: anywhere; } table.index tbody tr:hover td { background: #f5f8fc; } table.index td.num { white-space: nowrap; }
table.index tr.file td { border-top: 2px solid #dde2e8; } table.index ul.problems { margin: 0; padding-left: 16px; }
main.single { display: block; } ul.problems { color: #b23b2e; }
.legend { display: flex; gap: 14px; flex-wrap: wrap; color: var(--muted); font-size: 12px; margin-bottom: 6px; align-items: center; }
.sw { display: inline-block; width: 12px; height: 12px; border-radius: 3px; vertical-align: -2px; margin-right: 4px; border: 1.5px solid; }
.sw.ran { background: var(--ran); border-color: var(--ran-line); } .sw.failed { background: var(--failed); border-color: var(--failed-line); }
.sw.never { background: var(--never); border-color: var(--never-line); border-style: dashed; } .sw.critical { background: var(--critical); border-color: var(--critical); }
.muted { color: var(--muted); } .var { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; color: #35557a; }
svg text { font: 11px ui-monospace, Menlo, Consolas, monospace; fill: var(--ink); }
.node rect { fill: var(--ran); stroke: var(--ran-line); stroke-width: 1.3; }
.node.failed rect { fill: var(--failed); stroke: var(--failed-line); stroke-width: 2; }
.node.never rect { fill: var(--never); stroke: var(--never-line); stroke-dasharray: 4 3; }
.node.never text { fill: #777; }
.node.critical rect { stroke: var(--critical); stroke-width: 2.4; }
.node.root-cause rect { stroke: #b00020; stroke-width: 3; }
.node .badge { fill: #b00020; font-weight: 700; font-size: 10px; }
.node .ln { font-weight: 700; fill: #35557a; } .node .out { fill: #4a5a6a; font-size: 10.5px; }
.node { cursor: pointer; } .node:focus { outline: none; }
/* a node or bar reached with Tab shows it (the outline of an SVG group is not drawn round its shapes) */
.node:focus-visible rect { stroke: #111; stroke-width: 3; stroke-dasharray: 2 2; } .bar:focus { outline: none; } .bar:focus-visible .row { fill: #d6e2f5; }
.node.selected rect { stroke: #111; stroke-width: 3; }
.node.hl rect { stroke: var(--hl); stroke-width: 3; } .node.hl-producer rect { fill: #efe1f7; }
.edge path.wire { fill: none; stroke: #7a8ea6; stroke-width: 1.4; }
.edge path.hit { fill: none; stroke: transparent; stroke-width: 9; }
.edge.state path.wire { stroke: #b9c2cc; stroke-dasharray: 3 3; stroke-width: 1.1; }
marker path { fill: #7a8ea6; }
.edge.hl path.wire { stroke: var(--hl); stroke-width: 2.6; stroke-dasharray: none; }
.hide-states .state-edges .edge:not(.hl) { display: none; }
.bar .row { fill: transparent; } .bar:nth-of-type(even) .row { fill: #f7f8fa; }
.bar .span { fill: #8fb0dc; } .bar.failed .span { fill: var(--failed-line); } .bar.critical .span { fill: var(--critical); }
.bar { cursor: pointer; } .bar.selected .row { fill: #e3ecf9; } .bar.hl .row { fill: #f1e6f8; }
.axis line { stroke: #e4e7eb; } .axis text { fill: var(--muted); }
/* the schedule scales down to the panel, never above its own width */
#gantt-svg { max-width: 100%; height: auto; }
#gantt-svg .order-note { display: none; fill: var(--muted); } #gantt-svg[data-scale="order"] .order-note { display: inline; } #gantt-svg[data-scale="order"] .axis { display: none; }
table.grid { border-collapse: collapse; width: 100%; font-size: 12px; }
table.grid th, table.grid td { border-bottom: 1px solid #eceff3; padding: 3px 6px; text-align: left; vertical-align: top; }
table.grid th { background: #f3f5f8; font-weight: 600; position: sticky; top: 0; }
table.grid td.num { text-align: right; font-variant-numeric: tabular-nums; }
#bindings tr { cursor: pointer; } #bindings tr.hl td { background: #f1e6f8; } #bindings tr.unbound td { color: var(--muted); }
tr.missed td { background: #fff6f5; } tr.met td:first-child { color: #2e7d32; } tr.missed td:first-child { color: #b23b2e; }
.diagnostics { list-style: none; padding: 0; margin: 0; }
.diagnostics li { padding: 4px 8px; border-left: 4px solid #e0b400; background: #fffbea; margin-bottom: 4px; border-radius: 3px; }
.diagnostics li.root { border-left-color: #b00020; background: #fdecee; }
.diagnostics .code { font-family: ui-monospace, monospace; font-size: 11px; color: var(--muted); }
.figures { display: flex; gap: 12px; flex-wrap: wrap; margin-bottom: 8px; }
.figure { border: 1px solid #e2e6eb; border-radius: 8px; padding: 6px 14px; min-width: 150px; background: #fafbfc; }
.figure .value { font-size: 20px; font-weight: 650; } .figure .label { color: var(--muted); font-size: 12px; }
details.block { margin: 8px 0; } details.block > summary { font-weight: 600; cursor: pointer; padding: 4px 0; }
ul.tests { columns: 3; list-style: none; padding: 0; margin: 4px 0; } ul.tests li.no { color: #b23b2e; } ul.tests li.ok { color: #2e7d32; }
.cols3 { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 10px; }
ul.triples { font-family: ui-monospace, monospace; font-size: 11px; padding-left: 16px; max-height: 300px; overflow: auto; }
.sum { font-size: 13.5px; }
.critical-summary { font-size: 12px; color: var(--muted); margin: 0 0 8px; } .critical-summary a { color: #a55a0f; text-decoration: none; }
#kitchen-state { font-size: 12px; }
#kitchen-state details { margin-left: 12px; }
#kitchen-state summary { cursor: pointer; white-space: nowrap; }
#kitchen-state .props { margin: 0 0 2px 26px; color: var(--muted); font-family: ui-monospace, monospace; font-size: 11px; }
#kitchen-state .changed > summary { background: var(--changed); border-radius: 3px; }
#kitchen-state .target > summary { outline: 2px solid var(--hl); border-radius: 3px; }
#kitchen-state .cls { font-weight: 600; } #kitchen-state .pid { color: #9aa5b1; font-size: 10.5px; }
#step-detail .text { font-family: ui-monospace, monospace; font-size: 11.5px; background: #f4f6f9; padding: 6px; border-radius: 4px; word-break: break-word; }
.pill { display: inline-block; padding: 0 7px; border-radius: 8px; font-size: 11px; background: #e9edf2; margin-right: 4px; }
.pill.failed { background: var(--failed); color: #8b1e14; } .pill.never { background: var(--never); } .pill.critical { background: #fde3c8; color: #8a4b08; }
button.toggle { font: inherit; font-size: 12px; padding: 1px 8px; border-radius: 6px; border: 1px solid #c9d1db; background: #fff; cursor: pointer; }
a { color: #2962b3; }
@media (max-width: 1100px) { main { grid-template-columns: 1fr; } #side { position: static; max-height: none; } }
/* printed: every panel at its full length (a scroll box would print only what it shows), the
   drawings within the paper's width, the header legible without its background, no buttons */
@media print {
  body { background: #fff; } header { background: none; color: var(--ink); border-bottom: 2px solid var(--ink); } header .meta { color: var(--ink); } header a { color: #2962b3; }
  main { display: block; padding: 0; } #side { position: static; max-height: none; overflow: visible; }
  .scroll, .scroll.short, .scroll.medium, ul.triples { max-height: none; overflow: visible; }
  #graph-svg { max-width: 100%; height: auto; } button.toggle { display: none; }
}
`;
