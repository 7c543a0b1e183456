// A line that repeats an executed line word for word runs with it (the engine runs identical
// lines once): `check` says so, and executing it binds nothing and keeps the network ok.
import { describe, expect, it } from 'vitest';
import { openSession } from '../src/session/index.ts';
import { BENCHMARK } from './support/simulate.ts';

describe.skipIf(!BENCHMARK)('a line written again in a session', () => {
  it('is checked as the copy of the earlier line, and runs as one with it', () => {
    const s = openSession({ benchmark: BENCHMARK! });
    const warm = '(bring-to-temperature ?warm ?ks2 ?ks1 ?b ?q ?u)';
    for (const line of ['(get-kitchen ?kitchen)', '(fetch-and-proportion ?b ?ks1 ?kitchen ?t butter 100 g)', warm]) expect(s.execute(line).status).toBe('ok');
    expect(s.check(warm)).toEqual({
      admissible: false,
      failed: [expect.objectContaining({ code: 'E_NO_BINDING', message: "the engine's search does not run this line (line 4 repeats line 3 word for word, and the two run as one)" })],
    });
    const again = s.execute(warm);
    expect(again).toMatchObject({ status: 'ok', accepted: true, newBindings: {}, newTimeline: [] });
  });

});
