// The fixed train/test split of the tasks, by source recipe: a task's split depends on its
// recipe id alone, so it never changes when tasks are added, reordered or derived, and a derived
// task always lands where its source recipe is (no variant of a test recipe is trained on).
import type { Task } from './task.ts';

/** FNV-1a (32 bits) of the id's UTF-8 bytes: stable across processes, versions and platforms. */
export function recipeHash(id: string): number {
  let h = 0x811c9dc5;
  for (const byte of Buffer.from(id, 'utf8')) {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** `test` for recipes whose hash is 0 modulo 3 (about a third; 11 of the corpus's 30), else `train`. */
export function splitOf(recipeId: string): Task['split'] {
  return recipeHash(recipeId) % 3 === 0 ? 'test' : 'train';
}
