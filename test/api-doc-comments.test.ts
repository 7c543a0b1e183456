// Every export of the public entry points has a doc comment, and so has every public member of
// an exported class (docs/API.md promises it): read with the TypeScript compiler, as an editor
// shows them to someone using the package.
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ENTRIES = ['src/index.ts', 'src/testing/index.ts'].map((f) => resolve(import.meta.dirname, '..', f));

/** `name` or `Class.member` for every export (and public class member) without a doc comment. */
function undocumented(): string[] {
  const program = ts.createProgram(ENTRIES, {
    allowImportingTsExtensions: true,
    noEmit: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const doc = (s: ts.Symbol) => ts.displayPartsToString(s.getDocumentationComment(checker)).trim() !== '';
  const missing: string[] = [];
  for (const entry of ENTRIES) {
    const module = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
    for (const exported of checker.getExportsOfModule(module)) {
      const s = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      // a package re-exported as it is (fast-check) has its own documentation
      if (s.declarations?.every((d) => d.getSourceFile().fileName.includes('/node_modules/'))) continue;
      if (!doc(s)) missing.push(exported.name);
      if (!(s.flags & ts.SymbolFlags.Class) || !s.members) continue;
      for (const [name, member] of s.members as Map<string, ts.Symbol>) {
        const declaration = member.declarations?.[0];
        if (!declaration || name === '__constructor' || name.startsWith('#')) continue;
        const flags = ts.getCombinedModifierFlags(declaration as ts.Declaration);
        if (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) continue;
        if (!doc(member)) missing.push(`${exported.name}.${name}`);
      }
    }
  }
  return missing.sort();
}

describe('the public API', () => {
  it('has a doc comment on every export and every public member of an exported class', () => {
    expect(undocumented()).toEqual([]);
  }, 120_000);
});
