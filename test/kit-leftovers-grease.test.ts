// grease runs only on a container it can brush (a tray, a pan: not a bowl). The valid networks
// fetch such containers and grease them, and the kit's checks of grease reach calls that run.
import { describe, expect, it } from 'vitest';
import { argText, checkActionProperties, fc, kitchenFacts, runNetwork, validNetworkArbitrary } from '../src/testing/index.ts';
import { simulator } from './support/simulate.ts';

const sim = simulator();
const facts = kitchenFacts(sim);

describe('grease in the testing kit', () => {
  it('is a step of valid networks, and those networks run', () => {
    const networks = fc.sample(validNetworkArbitrary(facts, { minSteps: 4, maxSteps: 8, actions: ['fetch', 'grease'] }), { numRuns: 20, seed: 3 });
    const greasing = networks.filter((n) => n.lines.some((l) => l.action === 'grease'));
    expect(greasing.length).toBeGreaterThan(0);
    for (const network of greasing) {
      const run = runNetwork(sim, network);
      expect(run.status).toBe('ok');
      expect(run.timeline.some((s) => s.action === 'grease' && !s.failed)).toBe(true);
      // only a container it can brush was greased: its class (the network's variables say it) is brushable
      const typeOf = new Map(network.variables.map((v) => [v.name, v.type]));
      for (const line of network.lines.filter((l) => l.action === 'grease')) {
        const container = argText(line.args[3]);
        expect(sim.world.ontology.get(typeOf.get(container)!).ancestors.has('brushable')).toBe(true);
      }
    }
  });

  it('is checked on calls that run, not reported not tested', () => {
    const report = checkActionProperties(sim, 'grease', { numRuns: 12, seed: 4711, maxPrefixSteps: 5 });
    expect(report.ok ? 'ok' : report.message).toBe('ok');
    expect(report.ok && report.executed).toBeGreaterThan(0);
  });
});
