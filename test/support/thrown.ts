/** What calling `f` throws, as `Name: message` (a TypeError reads as such), or `nothing thrown`. */
export function thrown(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return `${(e as Error).name}: ${(e as Error).message}`;
  }
  return 'nothing thrown';
}

/** The message of the InputError calling `f` throws; anything else thrown, or nothing, fails the test. */
export function refusal(f: () => unknown): string {
  const t = thrown(f);
  if (!t.startsWith('InputError: ')) throw new Error(`expected an InputError, got ${t}`);
  return t.slice('InputError: '.length);
}
