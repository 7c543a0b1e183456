// The package is ES modules only. Its CommonJS entry points (the `require` condition of
// package.json's "exports") load the ES module where Node can require() one (20.19 and later,
// unless --no-experimental-require-module); elsewhere they fail with one line that says what
// to do instead of Node's message about a missing "exports" entry.
'use strict';

/** The module `load()` returns, or the error that says to use import(). */
module.exports = function requireEsm(specifier, load) {
  try {
    return load();
  } catch (e) {
    if (!e || (e.code !== 'ERR_REQUIRE_ESM' && e.code !== 'ERR_REQUIRE_ASYNC_MODULE')) throw e;
    const error = new Error(
      `${specifier} is an ES module: use import() (\`await import('${specifier}')\`) or import it from an ES module; ` +
        `require() cannot load it on Node ${process.version} with these flags`,
    );
    error.code = 'ERR_REQUIRE_ESM';
    throw error;
  }
};
