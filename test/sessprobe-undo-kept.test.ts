// Undoing one of the latest calls takes back the state the session had before it, without
// running the network again; what the session shows is still exactly what a whole run of the
// shorter network gives, and later calls continue from it as from any state.
import { describe, expect, it, vi } from 'vitest';
import { openSession, Session } from '../src/session/index.ts';

const LINES = [
  '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl butter 230 g)',
  '(bring-to-temperature ?warm ?ks-2 ?ks-1 ?butter 20 degrees-celsius)',
  '(fetch-and-proportion ?sugar ?ks-3 ?ks-2 ?bowl-2 white-sugar 100 g)',
  '(transfer-contents ?both ?rest ?ks-4 ?ks-3 ?warm ?sugar ?q ?u)',
  '(beat ?beaten ?ks-5 ?ks-4 ?both ?whisk)',
];

type S = ReturnType<typeof openSession>;
const view = (s: S) => JSON.stringify([s.network(), s.bindings(), s.timeline(), s.diagnostics(), s.kitchen(), s.executionTime(), s.status()]);
const wholeRun = (s: S) => {
  const w = openSession();
  w.execute(s.network());
  return w;
};

describe('undo of the latest calls', () => {
  it('runs nothing, and shows what a whole run of the shorter network shows', () => {
    const s = openSession();
    const views = [view(s)];
    for (const line of LINES) {
      expect(s.execute(line).accepted).toBe(true);
      views.push(view(s));
    }
    s.execute('(beet ?x ?ks-9 ?ks-5 ?beaten ?whisk)'); // a refused call: its undo takes back nothing
    const runs = vi.spyOn(Session.prototype as unknown as { runLines: () => unknown }, 'runLines');
    try {
      expect(s.undo()).toBe(true);
      for (let k = LINES.length; k > 0; k--) {
        expect(s.undo()).toBe(true);
        expect(view(s)).toBe(views[k - 1]);
      }
      expect(runs).not.toHaveBeenCalled();
    } finally {
      runs.mockRestore();
    }
    expect(s.undo()).toBe(false);
  });

  it('continues from the state taken back, lists as the oracle does, and undoes a detour again', () => {
    const s = openSession();
    for (const line of LINES.slice(0, 3)) s.execute(line);
    const listed = JSON.stringify(s.admissible());
    s.execute(LINES[3]);
    s.execute('(mix ?mixed ?ks-9 ?ks-4 ?both ?whisk-2)');
    s.undo();
    s.undo();
    expect(JSON.stringify(s.admissible())).toBe(listed);
    expect(JSON.stringify(s.admissible({ exhaustive: true }))).toBe(listed);
    for (const line of LINES.slice(3)) s.execute(line);
    expect(view(s)).toBe(view(wholeRun(s)));
    expect(JSON.stringify(s.admissible({ action: 'mix' }))).toBe(JSON.stringify(wholeRun(s).admissible({ action: 'mix', exhaustive: true })));
  });

  it('runs the network again for a call further back than the states kept', () => {
    const s = openSession();
    for (let i = 1; i <= 20; i++) s.execute(`(fetch ?whisk-${i} ?ks-${i} ${i === 1 ? '?kitchen' : `?ks-${i - 1}`} whisk 1)`);
    for (let i = 20; i > 1; i--) s.undo();
    expect(s.network()).toBe('(fetch ?whisk-1 ?ks-1 ?kitchen whisk 1)');
    expect(view(s)).toBe(view(wholeRun(s)));
  });
});
