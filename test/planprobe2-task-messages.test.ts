// Messages of the task library called from Node, as docs/TASKS.md shows it: missingTask names the
// library's way of listing tasks, not an HTTP route (the server passes its own); a derive seed or
// count that is no number is quoted as given (NaN, not null).
import { describe, expect, it } from 'vitest';
import { listTasks, missingTask } from '../src/tasks/index.ts';
import { refusal } from './support/thrown.ts';
import { BENCHMARK } from './support/simulate.ts';

describe.skipIf(!BENCHMARK)('missingTask from the library', () => {
  it('an id nothing is spelt like, corpus or derived, points at listTasks()', () => {
    for (const id of ['', 'nope~x']) {
      const message = missingTask(id, { benchmark: BENCHMARK! });
      expect(message, id).toContain('listTasks()');
      expect(message, id).not.toContain('GET /tasks');
    }
  });

  it('a caller that lists tasks another way names it', () => {
    expect(missingTask('', { benchmark: BENCHMARK! }, 'GET /tasks')).toContain('a task id of GET /tasks');
  });
});

describe.skipIf(!BENCHMARK)('derive options quoted as given', () => {
  it('NaN and Infinity are named, not written null', () => {
    expect(refusal(() => listTasks({ benchmark: BENCHMARK!, derive: { seed: Number.NaN, count: 1 } }))).toContain('derive.seed: must be an integer, got NaN');
    expect(refusal(() => listTasks({ benchmark: BENCHMARK!, derive: { seed: 1, count: Number.POSITIVE_INFINITY } }))).toContain('derive.count: must be an integer ≥ 0, got Infinity');
  });
});
