// Rigid-body procedures: items placed (dropped onto a surface and left to rest), an item split
// into pieces of the same total mass, pressed items (volume kept).
import type { Geometry } from '../materials.ts';
import { addBody, RAPIER, rigidWorld } from '../rigid.ts';

export interface PlaceResult {
  bodies: number;
  resting: number;
  simulatedSeconds: number;
}

/** Drops `count` bodies of geometry `g` onto a tray of `tray` geometry; counts those that stay on it. */
export async function placeOnto(g: Geometry, count: number, tray: Geometry, seconds = 1): Promise<PlaceResult> {
  const w = await rigidWorld(1 / 120);
  try {
    w.createCollider(RAPIER.ColliderDesc.cuboid(2, 0.05, 2).setTranslation(0, -0.05, 0));
    addBody(w, tray, 0, 0, 0, true);
    const n = Math.min(count, 64);
    const side = Math.ceil(Math.sqrt(n));
    const [sx, , sz] = tray.shape === 'bowl' ? [2 * tray.radius, 0, 2 * tray.radius] : tray.size;
    const bodies = [];
    for (let k = 0; k < n; k++) {
      const x = ((k % side) + 0.5) / side - 0.5, z = (Math.floor(k / side) + 0.5) / side - 0.5;
      bodies.push(addBody(w, g, 0.55 * sx * x, 0.04 + 0.04 * Math.floor(k / (side * side)), 0.55 * sz * z));
    }
    const steps = Math.round(seconds * 120);
    for (let k = 0; k < steps; k++) w.step();
    // on the tray (or in the bowl): inside its footprint, above the counter
    const resting = bodies.filter((b) => {
      const t = b.translation();
      return Math.abs(t.x) <= sx / 2 + 0.01 && Math.abs(t.z) <= sz / 2 + 0.01 && t.y > -0.005;
    }).length;
    return { bodies: n, resting, simulatedSeconds: seconds };
  } finally {
    w.free();
  }
}

/** Pieces a cut pattern makes of one item. */
export function piecesFor(pattern: string): number {
  if (/half|halved/.test(pattern)) return 2;
  if (/slice|sliver|shred/.test(pattern)) return 8;
  if (/cube|dice|chop|square|minced/.test(pattern)) return 27;
  if (/particles/.test(pattern)) return 64;
  return 4;
}

export interface SplitResult {
  pieces: number;
  gramsBefore: number;
  gramsAfter: number;
  resting: number;
  simulatedSeconds: number;
}

/** Splits an item of `grams` into pieces of equal mass, dropped onto a board; mass is kept. */
export async function split(grams: number, pattern: string, density = 950): Promise<SplitResult> {
  const pieces = piecesFor(pattern);
  const massKg = grams / 1000 / pieces;
  const edge = Math.cbrt(Math.max(massKg, 1e-6) / density);
  const g: Geometry = { shape: 'box', size: [edge, edge, edge], radius: edge / 2, height: edge, wall: 0, mass: Math.max(massKg, 1e-6) };
  const board: Geometry = { shape: 'tray', size: [0.35, 0.02, 0.25], radius: 0.1, height: 0.02, wall: 0.01, mass: 1 };
  const r = await placeOnto(g, pieces, board, 0.5);
  return { pieces, gramsBefore: grams, gramsAfter: massKg * 1000 * pieces, resting: r.resting, simulatedSeconds: r.simulatedSeconds };
}

/** Pressing keeps volume: a ball of `grams` pressed to `thickness` m becomes a disc of this radius. */
export function pressedRadius(grams: number, thickness: number, density = 1200): number {
  const volume = grams / 1000 / density;
  return Math.sqrt(volume / (Math.PI * thickness));
}
