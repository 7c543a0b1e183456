// cjs/load.cjs, behind the `require` condition of every export: the module where Node can
// require() ES modules, else one error saying to use import().
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const requireEsm = require('../../cjs/load.cjs') as (specifier: string, load: () => unknown) => unknown;
const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

function failing(code: string): () => never {
  return () => {
    throw Object.assign(new Error(`node says ${code}`), { code });
  };
}

describe('require() of the package', () => {
  it('gives what the loader returns', () => {
    const module = { Simulator: class {} };
    expect(requireEsm('irl-kitchen', () => module)).toBe(module);
  });

  it('turns Node refusing to require an ES module into one error saying to use import()', () => {
    for (const code of ['ERR_REQUIRE_ESM', 'ERR_REQUIRE_ASYNC_MODULE']) {
      expect(() => requireEsm('irl-kitchen/testing', failing(code))).toThrow(/^irl-kitchen\/testing is an ES module: use import\(\) \(`await import\('irl-kitchen\/testing'\)`\)/);
    }
  });

  it('lets any other error through unchanged', () => {
    expect(() => requireEsm('irl-kitchen', failing('ERR_MODULE_NOT_FOUND'))).toThrow('node says ERR_MODULE_NOT_FOUND');
  });

  it('every export of package.json has a require condition next to its import', () => {
    for (const [path, target] of Object.entries(manifest.exports as Record<string, unknown>)) {
      if (typeof target === 'string') continue;
      const conditions = target as Record<string, string>;
      expect(conditions.require, path).toMatch(/^\.\/cjs\/[a-z]+\.cjs$/);
      expect(readFileSync(new URL(`../../${conditions.require}`, import.meta.url), 'utf8'), path).toContain(conditions.import.replace(/^\.\//, '../'));
    }
  });
});
