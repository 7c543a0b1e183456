/** What calling `f` throws, as `Name: message` (a TypeError reads as such), or `nothing thrown`. */
export function thrown(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return `${(e as Error).name}: ${(e as Error).message}`;
  }
  return 'nothing thrown';
}
