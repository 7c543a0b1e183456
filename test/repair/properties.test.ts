// Repair over generated networks with dropped lines and broken links (the testing kit): it throws
// only an InputError for an unreadable line, a network it calls repaired executes with no failed
// object, one it cannot repair comes back as it was, and the same input and seed give the same output.
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.ts';
import { repair } from '../../src/repair/index.ts';
import { brokenNetworkArbitrary, fc, kitchenFacts } from '../../src/testing/index.ts';
import { run, simulator } from '../support/simulate.ts';

const facts = kitchenFacts(simulator());
const clean = (text: string) => {
  const r = run(text);
  return r.status === 'ok' && !r.execution!.steps.some((s) => s.failed);
};

describe('repair of generated broken networks', () => {
  it('answers without throwing, and a network it calls repaired runs cleanly', () => {
    const broken = brokenNetworkArbitrary(facts, { kinds: ['drop-line', 'break-link', 'relink', 'wrong-constant'], maxMutations: 2 });
    fc.assert(
      fc.property(broken, fc.nat(1000), (b, seed) => {
        const options = { seed, budgetSeconds: 5, nodeBudget: 40 };
        let r;
        try {
          r = repair(b.text, options);
        } catch (e) {
          // a line the mutations left unreadable: refused, naming its place
          expect(e).toBeInstanceOf(InputError);
          expect((e as Error).message).toMatch(/^network\.solution:\d+:\d+: /);
          return;
        }
        if (r.repaired) expect(clean(r.network), `${b.text}\nrepaired as\n${r.network}`).toBe(true);
        else expect(r.network).toBe(b.text.endsWith('\n') ? b.text : `${b.text}\n`);
        if (r.stopped === null) expect(JSON.stringify(repair(b.text, options))).toBe(JSON.stringify(r));
      }),
      { numRuns: 30, seed: 5 },
    );
  });
});
