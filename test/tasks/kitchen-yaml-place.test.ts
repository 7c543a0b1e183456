// A task's own kitchen YAML is read from a file of the process: a refusal names the task's field, with line and column.
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { createEnv } from '../../src/env/env.ts';
import { openSession } from '../../src/session/index.ts';
import { getTask, sessionOptionsFor, taskFromJson, taskToJson, type TaskJson } from '../../src/tasks/index.ts';
import { BENCHMARK } from '../support/simulate.ts';
import { refusal } from '../support/thrown.ts';

const kitchen = (contents: string) => ['name: my-kitchen', 'extends: full-kitchen', 'add:', '  - place: kitchen-cabinet', '    contents:', `      ${contents}`, ''].join('\n');

describe.skipIf(!BENCHMARK)("a task's kitchen YAML written by hand", () => {
  const source = { benchmark: BENCHMARK ?? undefined };
  const task = (yaml: string) => {
    const j = JSON.parse(JSON.stringify(taskToJson(getTask('almond-crescent-cookies', source)!))) as TaskJson;
    j.id = 'my-cookies';
    j.kitchen = { name: 'full-kitchen', yaml };
    return taskFromJson(j);
  };

  it.each([
    ['an unknown class', '- bakng-tray: {count: 2}', 'task my-cookies kitchen.yaml:6:9: kitchen "my-kitchen": unknown class "bakng-tray"'],
    ['a slot of the wrong kind', '- butter: {temperature: hot}', 'task my-cookies kitchen.yaml:6:18: "butter" slot "temperature": expected an amount'],
  ])('%s: sessionOptionsFor and createEnv name the field', (_, contents, start) => {
    const mine = task(kitchen(contents));
    for (const f of [() => sessionOptionsFor(mine), () => createEnv({ ...source, task: mine })]) {
      const message = refusal(f);
      expect(message.startsWith(start), message).toBe(true);
      expect(message).not.toContain(tmpdir());
    }
  });

  it('a kitchen the world takes opens as before', () => {
    const options = sessionOptionsFor(task(kitchen('- baking-tray: {count: 2}')));
    expect(options.kitchen).toBe('my-kitchen');
    const s = openSession(options);
    expect(s.execute('(fetch ?tray ?ks-1 ?kitchen baking-tray 3)').status).toBe('ok');
  });
});
