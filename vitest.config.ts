// Three suites (docs/TESTING.md, "Running the tests"):
// - `npm test`: everything but the slow corpus-wide suites (`*.slow.test.ts`), on every core;
// - `npm run test:quick` (IRL_KITCHEN_SUITE=quick): the everyday subset, a couple of minutes at
//   most — no browser, server, Python, attack or corpus-wide suites;
// - `npm run test:slow` (IRL_KITCHEN_SUITE=slow): the slow suites only; CI runs them after `npm test`.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const suite = process.env.IRL_KITCHEN_SUITE ?? 'default';
if (!['default', 'quick', 'slow'].includes(suite)) throw new Error(`IRL_KITCHEN_SUITE: expected quick or slow, got "${suite}"`);

const SLOW = ['test/**/*.slow.test.ts'];

/** Suites over a second or two each (measured), or needing a browser, servers, Redis or Python. */
const NOT_QUICK = [
  'test/browser/**',
  'test/python/**',
  'test/server/**',
  'test/security/**',
  'test/package/**',
  'test/repair/**',
  'test/plan/**',
  'test/physics/validation.test.ts',
  'test/physics/scenes-and-feedback.test.ts',
  'test/physics/coupling.test.ts',
  'test/cli*.test.ts',
  'test/admissible-pages.test.ts',
  'test/admissible.test.ts',
  'test/check-corpus.test.ts',
  'test/env/rank-no-gold.test.ts',
  'test/extension.test.ts',
  'test/evaluator-explain.test.ts',
  'test/properties/actions.test.ts',
  'test/properties/session-continue.test.ts',
  'test/properties/testing-kit.test.ts',
  'test/tasks/derive.test.ts',
  'test/tasks/goal-and-dish.test.ts',
];

const cores = availableParallelism();

export default defineConfig({
  test: {
    include: suite === 'slow' ? SLOW : ['test/**/*.test.ts', 'examples/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'dist/**', ...(suite === 'slow' ? [] : SLOW), ...(suite === 'quick' ? NOT_QUICK : [])],
    // every core: the suites are independent processes (vitest's default leaves one core idle)
    pool: 'forks',
    // many suites start a server, the command, redis-server or Chromium: seconds alone, ten times
    // that on a loaded machine (test/support/timeouts.ts); a limit catches hangs, not slow machines
    testTimeout: 60_000,
    hookTimeout: 60_000,
    poolOptions: { forks: { minForks: 1, maxForks: Math.max(1, cores) } },
  },
});
