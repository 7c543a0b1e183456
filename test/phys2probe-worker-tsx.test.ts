// Workers started from the sources (a checkout whose build is older than them, which bin/launch.js
// runs through tsx) could not import() a .ts module: the quantitative mode's, loaded on demand,
// failed with "Unknown file extension .ts" in every row of `evaluate --mode quantitative --jobs 2`.
// A process started with `--input-type=module -e` passed that flag on, and its workers refused it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './support/spawned-cli.ts';

// a '#' and a space in the folder: the flags must reach the thread's import as written
const dir = mkdtempSync(join(tmpdir(), 'phys2probe worker #'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a worker thread started from the sources', () => {
  it('imports .ts modules on demand', () => {
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n'); // as the project's own sources
    writeFileSync(join(dir, 'later.ts'), 'export const answer: number = 42;\n');
    writeFileSync(join(dir, 'thread.ts'), "import { parentPort } from 'node:worker_threads';\nconst { answer } = await import('./later.ts');\nparentPort!.postMessage(answer);\n");
    // the main thread as bin/launch.js makes it: tsx registered through its API
    const main = `
      (await import('tsx/esm/api')).register();
      const { workerModule } = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'src/worker-exec-argv.ts')).href)});
      const { Worker } = await import('node:worker_threads');
      const { filename, execArgv } = workerModule(${JSON.stringify(pathToFileURL(join(dir, 'main.ts')).href)}, './thread');
      const worker = new Worker(new URL(filename), { execArgv });
      worker.on('message', (m) => { console.log('answer', m); worker.terminate(); });
      worker.on('error', (e) => { console.log('error', e.message); });`;
    // the worker's own error is printed: the test shows it when it fails
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', main], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(out.trim()).toBe('answer 42');
  });
});
