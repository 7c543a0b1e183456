// Packages that only some commands need are optional peer dependencies of irl-kitchen
// (package.json pins the versions it is tested with): the quantitative mode's engine (gpu.js,
// Rapier, Dawn's `webgpu`) and the queue (bullmq). Whoever wants those commands installs them;
// without them a command says in one line which `npm install` to run.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { InputError } from './errors.ts';
import { PACKAGE_ROOT } from './package-root.ts';

const require = createRequire(import.meta.url);

/** The version package.json's peerDependencies ask for. */
export function wantedVersion(name: string): string {
  const pkg = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { peerDependencies?: Record<string, string> };
  return pkg.peerDependencies?.[name] ?? 'latest';
}

/** The version of the copy that this package's modules would load, or null when none is installed. */
export function installedVersion(name: string): string | null {
  for (const dir of require.resolve.paths(name) ?? []) {
    const manifest = join(dir, name, 'package.json');
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version ?? '?';
  }
  return null;
}

/** `npm install a@1.2.3 b@^4.0.0` for the packages named. */
export function installCommand(names: readonly string[]): string {
  return `npm install ${names.map((n) => `${n}@${wantedVersion(n)}`).join(' ')}`;
}

/** Throws an InputError naming the install when the package is missing (`what` says who needs it). */
export function requirePackage(name: string, what: string): void {
  if (installedVersion(name) === null) throw new InputError(`${what} needs the optional package ${name}: ${installCommand([name])}`);
}
