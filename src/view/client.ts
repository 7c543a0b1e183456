// The page's script, inlined into every page: choosing a step (a node, a bar, a binding row)
// shows the kitchen state after it; hovering a variable highlights its producer and its users.
// Plain ES2017 with no dependencies, so the page works from file:// without a network.
export const CLIENT = String.raw`
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('view-data').textContent);
  var E = data.entities;
  var byLine = {};
  data.lines.forEach(function (l) { byLine[l.line] = l; });
  var stepByLine = {};
  data.steps.forEach(function (s) { stepByLine[s.line] = s; });
  var vars = {};
  data.variables.forEach(function (v) { vars[v.name] = v; });
  var all = function (sel) { return Array.prototype.slice.call(document.querySelectorAll(sel)); };
  // the same escaping as html.ts's escapeHtml, for the HTML this script builds from the page's data
  var ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
  var esc = function (s) { return String(s).replace(/[&<>"']/g, function (c) { return ENTITIES[c]; }); };

  // ---- hovering a variable: its producer and its users
  // each line's node and bar, found once: a query per user would make hovering a variable used by
  // every line of a large network quadratic (seconds for 2000 lines)
  var atLine = null;
  function elementsAt(n) {
    if (!atLine) {
      atLine = {};
      all('.node[data-line], .bar[data-line]').forEach(function (el) {
        var k = el.getAttribute('data-line');
        (atLine[k] = atLine[k] || []).push(el);
      });
    }
    return atLine[n] || [];
  }
  function highlight(name, on) {
    var v = vars[name];
    all('[data-variable="' + CSS.escape(name) + '"]').forEach(function (el) {
      if (el.classList.contains('edge') || el.tagName === 'TR') el.classList.toggle('hl', on);
    });
    if (!v) return;
    var lines = v.users.slice();
    if (v.producer !== null) lines.push(v.producer);
    lines.forEach(function (n) {
      elementsAt(n).forEach(function (el) {
        el.classList.toggle('hl', on);
        if (n === v.producer) el.classList.toggle('hl-producer', on);
      });
    });
  }
  var hovered = null;
  document.addEventListener('mouseover', function (ev) {
    var t = ev.target.closest && ev.target.closest('[data-variable]');
    var name = t ? t.getAttribute('data-variable') : null;
    if (name === hovered) return;
    if (hovered) highlight(hovered, false);
    hovered = name;
    if (name) highlight(name, true);
  });

  // ---- the kitchen state after a step
  function valueHtml(x) {
    if (x === true) return 't';
    if (Array.isArray(x)) return '(' + x.map(valueHtml).join(' ') + ')';
    if (x && typeof x === 'object') return esc(E[x.e].t);
    return esc(x);
  }
  var CHILD_SLOTS = ['contents', 'items', 'components'];
  function children(n) {
    var s = E[n].s, out = [];
    CHILD_SLOTS.forEach(function (k) {
      if (Array.isArray(s[k])) s[k].forEach(function (x) { if (x && typeof x === 'object' && !Array.isArray(x)) out.push(x.e); });
    });
    return out;
  }
  function treeHtml(n, changed, open, depth) {
    var e = E[n];
    var props = Object.keys(e.s).filter(function (k) { return CHILD_SLOTS.indexOf(k) < 0; })
      .map(function (k) { return esc(k) + ': ' + valueHtml(e.s[k]); }).join(' · ');
    var kids = children(n);
    var cls = changed[n] ? 'changed' : '';
    var isOpen = depth < 1 || open[n];
    return '<details class="' + cls + '" data-entity="' + n + '" data-pid="' + esc(e.pid) + '"' + (isOpen ? ' open' : '') + '>' +
      '<summary><span class="cls">' + esc(e.t) + '</span> <span class="pid">' + esc(e.pid) + '</span></summary>' +
      (props ? '<div class="props">' + props + '</div>' : '') +
      kids.map(function (k) { return treeHtml(k, changed, open, depth + 1); }).join('') + '</details>';
  }
  /** Ancestors of the changed entities, so that the tree opens down to them. */
  function openPaths(root, changed) {
    var open = {};
    (function walk(n, path) {
      if (changed[n]) path.forEach(function (p) { open[p] = true; });
      var next = path.concat([n]);
      children(n).forEach(function (k) { walk(k, next); });
    })(root, []);
    return open;
  }
  /** Scrolls a scrolling box (not the page) so that one of its elements is in view. */
  function reveal(box, el, vertically) {
    if (!box || !el) return;
    var r = el.getBoundingClientRect(), b = box.getBoundingClientRect();
    if (!vertically && (r.left < b.left || r.right > b.right)) box.scrollLeft += r.left - b.left - (b.width - r.width) / 2;
    if (r.top < b.top || r.bottom > b.bottom) box.scrollTop += r.top - b.top - (b.height - r.height) / 2;
  }
  var selected = null;
  // quiet: keep the panels' scroll positions (the first selection, made while the page opens)
  function select(line, pid, quiet) {
    selected = line;
    all('.selected').forEach(function (el) { el.classList.remove('selected'); });
    // a line that repeats an earlier one word for word has that line's bar
    var barLine = byLine[line] && byLine[line].twinOf !== null ? byLine[line].twinOf : line;
    all('.node[data-line="' + line + '"], .bar[data-line="' + barLine + '"]').forEach(function (el) { el.classList.add('selected'); });
    if (!quiet) {
      var node = document.querySelector('#graph .node[data-line="' + line + '"]');
      reveal(document.getElementById('graph'), node);
      var bar = document.querySelector('#gantt-svg .bar[data-line="' + barLine + '"] .span');
      if (bar) reveal(bar.closest('.scroll'), bar, true);
    }
    var l = byLine[line], s = stepByLine[l && l.twinOf !== null ? l.twinOf : line];
    var detail = document.getElementById('step-detail');
    var diags = data.diagnostics.filter(function (d) { return d.line === line; });
    var diagList = diags.length ? '<ul class="diagnostics">' + diags.map(function (d) { return '<li class="' + (d.rootCause ? 'root' : '') + '">' + esc(d.message) + '</li>'; }).join('') + '</ul>' : '';
    detail.setAttribute('data-line', line);
    var panel = document.getElementById('kitchen-state');
    panel.setAttribute('data-line', line);
    // a diagnostic's line that is no step: a line the reader refused, a recipe's header
    if (!l) {
      detail.innerHTML = '<h2>Line ' + esc(line) + ' <span class="pill never">not a step</span></h2>' + diagList;
      panel.innerHTML = '<p class="muted">Line ' + esc(line) + ' is not a step of the network: no kitchen state after it.</p>';
      return;
    }
    detail.innerHTML = '<h2>Line ' + line + ' <span class="pill ' + esc(l.status) + '">' + (l.status === 'ran' ? 'ran' : l.status === 'failed' ? 'failed' : 'never ran') + '</span>' +
      (l.critical ? '<span class="pill critical">critical path</span>' : '') + '</h2>' +
      '<div class="text">' + esc(l.text) + '</div>' +
      (l.twinOf !== null ? '<p class="twin">Line ' + line + ' repeats line ' + l.twinOf + ' word for word, and the two run as one.</p>' : '') +
      (l.startText !== null ? '<p>' + esc(l.startText) + ' s → ' + esc(l.endText) + ' s, mode ' + esc(l.mode) + '</p>' : '') +
      diagList +
      '<p>' + l.variables.map(function (v) { return '<span class="var" data-variable="' + esc(v) + '">' + esc(v) + '</span>'; }).join(' ') + '</p>';
    if (!s || s.kitchen === null) {
      panel.innerHTML = '<p class="muted">' + (l.status === 'never' ? 'This line never ran: no kitchen state after it.' : !s ? 'This line stopped the run with an error: no kitchen state after it.' : 'This step has no kitchen state.') + '</p>';
      return;
    }
    var changed = {};
    s.changed.forEach(function (n) { changed[n] = true; });
    var open = openPaths(s.kitchen, changed);
    // get-kitchen changes nothing: no "0 objects changed, highlighted" (nor "1 objects")
    var n = s.changed.length;
    var changes = n === 0 ? 'nothing changed' : n + (n === 1 ? ' object' : ' objects') + ' changed, highlighted';
    panel.innerHTML = '<h2>Kitchen after line ' + s.line + ' <span class="muted">(' + changes + ')</span></h2>' +
      treeHtml(s.kitchen, changed, open, 0);
    if (pid) {
      var target = panel.querySelector('[data-pid="' + CSS.escape(pid) + '"]');
      if (target) {
        for (var p = target; p && p !== panel; p = p.parentElement) if (p.tagName === 'DETAILS') p.open = true;
        target.classList.add('target');
        target.scrollIntoView({ block: 'nearest' });
      }
    }
  }
  window.irlKitchenSelect = select;

  document.addEventListener('click', function (ev) {
    var t = ev.target;
    var go = t.closest('[data-goto-line]');
    if (go) { ev.preventDefault(); select(Number(go.getAttribute('data-goto-line'))); return; }
    var row = t.closest('#bindings tr[data-variable]');
    if (row) {
      var v = vars[row.getAttribute('data-variable')];
      if (v && v.producer !== null) { ev.preventDefault(); select(v.producer, v.pid); }
      return;
    }
    var el = t.closest('.node[data-line], .bar[data-line], .diagnostics li[data-line]');
    if (el) select(Number(el.getAttribute('data-line')));
  });
  document.addEventListener('keydown', function (ev) {
    // a focused node or bar is chosen as a button is: Enter or Space (which would scroll the page)
    if ((ev.key === 'Enter' || ev.key === ' ') && ev.target.getAttribute && ev.target.getAttribute('data-line')) { ev.preventDefault(); select(Number(ev.target.getAttribute('data-line'))); }
  });
  var toggle = document.getElementById('toggle-states');
  if (toggle) toggle.addEventListener('click', function () {
    var g = document.getElementById('graph');
    g.classList.toggle('hide-states');
    toggle.textContent = g.classList.contains('hide-states') ? 'show kitchen-state edges' : 'hide kitchen-state edges';
  });
  // the schedule in simulation time, or in event order: every start and end time gets its own
  // step, so short steps stay visible beside a long one (order and overlaps are kept)
  var scale = document.getElementById('toggle-scale');
  if (scale) scale.addEventListener('click', function () {
    var svg = document.getElementById('gantt-svg');
    var x0 = Number(svg.getAttribute('data-x0')), w = Number(svg.getAttribute('data-w')), total = Number(svg.getAttribute('data-total'));
    var toOrder = svg.getAttribute('data-scale') !== 'order';
    var times = [];
    data.lines.forEach(function (l) { if (l.start !== null) times.push(l.start, l.end); });
    times = times.sort(function (a, b) { return a - b; }).filter(function (t, i, a) { return i === 0 || t !== a[i - 1]; });
    var rank = new Map(times.map(function (t, i) { return [t, i]; }));
    var x = toOrder ? function (t) { return x0 + (rank.get(t) / Math.max(1, times.length - 1)) * w; } : function (t) { return x0 + (t / total) * w; };
    all('#gantt-svg .bar[data-line]').forEach(function (g) {
      var l = byLine[g.getAttribute('data-line')], r = g.querySelector('.span');
      r.setAttribute('x', x(l.start).toFixed(1));
      r.setAttribute('width', Math.max(3, x(l.end) - x(l.start)).toFixed(1));
    });
    svg.setAttribute('data-scale', toOrder ? 'order' : 'linear');
    scale.textContent = toOrder ? 'time scale: linear' : 'time scale: event order';
  });
  // the network fitted to its panel, width and height both (never enlarged), or at its actual size;
  // a network too large to fit readably (the largest gold network opened at 0.37, its 11 px text
  // at 4 px) is fitted in the dimension that shrinks it least, never below MIN_FIT (text at
  // 6.6 px, the smallest that reads), and scrolls for the rest
  var MIN_FIT = 0.6;
  var fit = document.getElementById('toggle-fit');
  var graphSvg = document.getElementById('graph-svg');
  function setFit(on) {
    var box = document.getElementById('graph'), vb = graphSvg.viewBox.baseVal;
    var scale = 1;
    if (on) {
      var cs = getComputedStyle(box);
      var w = box.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
      var maxH = parseFloat(cs.maxHeight);
      var h = Math.min(isFinite(maxH) ? maxH : window.innerHeight, window.innerHeight) - 4;
      scale = Math.min(1, w / vb.width, h / vb.height);
      if (scale < MIN_FIT) scale = Math.max(MIN_FIT, Math.min(1, Math.max(w / vb.width, h / vb.height)));
    }
    graphSvg.setAttribute('width', (vb.width * scale).toFixed(1));
    graphSvg.setAttribute('height', (vb.height * scale).toFixed(1));
    graphSvg.setAttribute('data-fit', String(on));
    if (on) { box.scrollTop = 0; box.scrollLeft = 0; }
    if (fit) fit.textContent = on ? 'actual size' : 'fit to panel';
  }
  if (graphSvg) {
    setFit(true);
    if (fit) fit.addEventListener('click', function () { setFit(graphSvg.getAttribute('data-fit') !== 'true'); });
    window.addEventListener('resize', function () { if (graphSvg.getAttribute('data-fit') === 'true') setFit(true); });
  }

  // start on the first root cause, else the last step
  var first = data.diagnostics.filter(function (d) { return d.rootCause && d.line !== null && byLine[d.line]; })[0];
  var last = data.steps.length ? data.steps[data.steps.length - 1].line : (data.lines[0] ? data.lines[0].line : null);
  // without scrolling: the network opens on the whole graph, the schedule at its start
  if (first) select(first.line, undefined, true); else if (last !== null) select(last, undefined, true);
  // when the page became interactive, in milliseconds from the start of navigation
  document.body.setAttribute('data-ready-ms', String(Math.round(performance.now())));
  document.body.setAttribute('data-ready', 'true');
})();
`;
