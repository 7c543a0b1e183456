// Loads a command module from the built package (dist/). In a development checkout whose dist/
// is missing or older than the sources, loads the sources through tsx instead, so that edits
// take effect without a build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Ctrl-C or SIGTERM while the command line itself loads (from the sources, tsx compiles it: up to
// a second or more) would end the process without a word: said here, then the shell's status,
// until the command's own handler (src/cli/main.ts, "while loading") is in place.
const prog = basename(process.argv[1] ?? 'irl-kitchen').replace(/\.js$/, '');
const interruptedWhileStarting = (signal) => {
  process.stderr.write(`${prog}: interrupted (${signal === 'SIGINT' ? 'Ctrl-C' : signal}): while starting (loading the command line), before any result: nothing written\n`);
  process.exit(signal === 'SIGINT' ? 130 : 143);
};
const stepAside = () => {
  process.off('SIGINT', interruptedWhileStarting);
  process.off('SIGTERM', interruptedWhileStarting);
  process.off('newListener', handOver);
};
// once the command's listener is in (not before: with no listener at all for a moment, Node would
// stop watching the signal, and a Ctrl-C then would end the process by its default)
const handOver = (event) => {
  if (event === 'SIGINT' || event === 'SIGTERM') queueMicrotask(stepAside);
};
process.on('SIGINT', interruptedWhileStarting);
process.on('SIGTERM', interruptedWhileStarting);
process.on('newListener', handOver);

const root = fileURLToPath(new URL('../', import.meta.url));

/** The compiled source folders: the command line's and the particle engine's. */
const COMPILED = ['src', 'physics'];

/** Whether `built` exists and no source file (when the sources are there) is newer. */
function isCurrent(built) {
  if (!existsSync(built)) return false;
  const builtAt = statSync(built).mtimeMs;
  return COMPILED.map((folder) => join(root, folder))
    .filter((dir) => existsSync(dir))
    .every((dir) => readdirSync(dir, { recursive: true }).every((f) => !f.endsWith('.ts') || statSync(join(dir, f)).mtimeMs <= builtAt));
}

/** The module `src/cli/<name>.ts`, built or from the sources. */
export async function loadCommand(name) {
  const built = join(root, 'dist', 'src', 'cli', `${name}.js`);
  if (!isCurrent(built)) {
    const tsx = await import('tsx/esm/api').catch(() => null);
    let registered = false;
    try {
      tsx?.register();
      registered = tsx !== null;
    } catch (e) {
      // tsx's loader runs on a thread of its own, which Node's permission model may deny
      if (existsSync(built)) process.stderr.write(`irl-kitchen: note: running the last build, older than the sources (the sources need tsx's loader, which this process cannot start: ${e.code ?? e.message})\n`);
    }
    if (registered) return import(pathToFileURL(join(root, 'src', 'cli', `${name}.ts`)).href);
    if (!existsSync(built)) {
      process.stderr.write(`irl-kitchen: ${built} is missing and the sources cannot run without it (tsx is not installed, or its loader cannot start here): run \`npm run build\` in ${root}\n`);
      process.exit(2);
    }
  }
  return import(pathToFileURL(built).href);
}
