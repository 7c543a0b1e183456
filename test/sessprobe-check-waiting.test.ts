// check() of a line whose input an earlier line outputs, a line that has not run because it waits:
// before, check said "no line so far produces it" (E_UNBOUND_KITCHEN_STATE) while execution said the
// line waits for that earlier line (E_WAITING); now check names the line, with execution's code.
import { describe, expect, it } from 'vitest';
import { openSession } from '../src/session/index.ts';

function waiting() {
  const s = openSession();
  s.execute('(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl butter 230 g)');
  // ?ks-2 and ?whisk come from no line: this line waits, and ?ks-3 and ?beaten stay unbound
  expect(s.execute('(beat ?beaten ?ks-3 ?ks-2 ?butter ?whisk)').status).toBe('unexecutable');
  return s;
}

describe('check of a line that would wait for a waiting line', () => {
  it('names the line that outputs the input, with the code execution gives', () => {
    const s = waiting();
    const line = '(bring-to-temperature ?warm ?ks-4 ?ks-3 ?beaten ?q ?u)';
    const checked = s.check(line);
    const executed = s.fork().execute(line).diagnostics.find((d) => d.line === 3);
    expect(executed?.code).toBe('E_WAITING');
    expect(checked).toEqual({
      admissible: false,
      failed: [
        {
          code: 'E_WAITING',
          condition: null,
          slot: 'kitchen-state-in',
          variable: '?ks-3',
          message: '?ks-3 (kitchen-state-in) is not bound yet: line 2 (beat), which outputs it, has not run (diagnostics() say why)',
        },
      ],
    });
  });

  it('still says no line produces an input that none outputs', () => {
    const failed = waiting().check('(beat ?b2 ?ks-9 ?ks-nope ?butter ?whisk)').failed;
    expect(failed.map((f) => [f.code, f.variable, f.message])).toEqual([['E_UNBOUND_KITCHEN_STATE', '?ks-nope', '?ks-nope (kitchen-state-in) is not bound yet: no line so far produces it']]);
  });
});
