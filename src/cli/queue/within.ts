// A bounded wait, for the clean-ups that need Redis: when Redis is away (which may be why the
// command stops) they would wait for it forever.

/** Waits for `p` (its failure included), or gives up with `late` after `ms`. */
export async function within(p: Promise<unknown>, ms: number): Promise<'done' | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((done) => (timer = setTimeout(() => done('late'), ms)));
  const how = await Promise.race([p.then(
    () => 'done' as const,
    () => 'done' as const,
  ), late]);
  clearTimeout(timer);
  return how;
}
