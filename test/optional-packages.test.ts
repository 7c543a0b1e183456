// The optional peer dependencies (quantitative mode's engine, the queue): versions from
// package.json, what is installed, and the one-line messages naming the `npm install` to run.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { InputError } from '../src/errors.ts';
import { installCommand, installedVersion, requirePackage, wantedVersion } from '../src/optional-packages.ts';
import { ENGINE_PACKAGES, physicsPackagesProblem, WEBGPU_PACKAGE, webGpuPackageProblem } from '../physics/packages.ts';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const require = createRequire(import.meta.url);
const MISSING = 'irl-kitchen-no-such-package';

describe('optional packages', () => {
  it('are optional peer dependencies, pinned to exact versions for the physics engine, and devDependencies of the clone', () => {
    for (const name of [...ENGINE_PACKAGES, WEBGPU_PACKAGE, 'bullmq']) {
      expect(manifest.peerDependenciesMeta[name]).toEqual({ optional: true });
      expect(manifest.devDependencies[name]).toBe(manifest.peerDependencies[name]);
      expect(manifest.dependencies[name]).toBeUndefined();
      expect(manifest.optionalDependencies?.[name]).toBeUndefined();
    }
    for (const name of [...ENGINE_PACKAGES, WEBGPU_PACKAGE]) expect(wantedVersion(name)).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('reads the version wanted from package.json and the version installed from the copy Node would load', () => {
    expect(wantedVersion('webgpu')).toBe(manifest.peerDependencies.webgpu);
    expect(installedVersion('gpu.js')).toBe(require('gpu.js/package.json').version);
    expect(installedVersion(MISSING)).toBeNull();
    expect(installCommand(['gpu.js', 'webgpu'])).toBe(`npm install gpu.js@${manifest.peerDependencies['gpu.js']} webgpu@${manifest.peerDependencies.webgpu}`);
  });

  it('a missing package is an InputError naming who needs it and the install', () => {
    expect(() => requirePackage(MISSING, '--queue')).toThrow(InputError);
    expect(() => requirePackage(MISSING, '--queue')).toThrow(`--queue needs the optional package ${MISSING}: npm install ${MISSING}@latest`);
    expect(() => requirePackage('bullmq', '--queue')).not.toThrow();
  });

  it('the clone has every package quantitative mode needs, webgpu at the pinned version', () => {
    expect(installedVersion(WEBGPU_PACKAGE)).toBe(wantedVersion(WEBGPU_PACKAGE));
    expect(webGpuPackageProblem()).toBeNull();
    for (const backend of ['cpu', 'webasm', 'webgpu', 'plain']) expect(physicsPackagesProblem(backend)).toBeNull();
  });
});
