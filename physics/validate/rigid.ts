// Rigid-body checks: a box resting on the floor (penetration), small bodies dropped into a bowl.
import { addBody, RAPIER, rigidWorld } from '../rigid.ts';

/** Depth (m) by which a 5 cm box of 100 g sinks into the floor after 2 s of rest. */
export async function restingPenetration(): Promise<number> {
  const w = await rigidWorld(1 / 240);
  w.createCollider(RAPIER.ColliderDesc.cuboid(1, 0.05, 1).setTranslation(0, -0.05, 0));
  const box = addBody(w, { shape: 'box', size: [0.05, 0.05, 0.05], radius: 0, height: 0, wall: 0, mass: 0.1 }, 0, 0.05, 0);
  for (let k = 0; k < 480; k++) w.step();
  const depth = 0.025 - box.translation().y;
  w.free();
  return depth;
}

/** Drops `count` 1.5 cm cubes from above into a medium bowl; returns how many rest inside. */
export async function dropIntoBowl(count = 40): Promise<{ inside: number; count: number }> {
  const w = await rigidWorld(1 / 240);
  const radius = 0.09, height = 0.08;
  addBody(w, { shape: 'bowl', radius, height, size: [0, 0, 0], wall: 0.004, mass: 0.35 }, 0, 0, 0, true);
  const bodies = [];
  for (let k = 0; k < count; k++) {
    const x = ((k % 4) - 1.5) * 0.025, z = ((Math.floor(k / 4) % 4) - 1.5) * 0.025;
    bodies.push(addBody(w, { shape: 'box', size: [0.015, 0.015, 0.015], radius: 0, height: 0, wall: 0, mass: 0.004 }, x, 0.12 + 0.02 * Math.floor(k / 16), z));
  }
  for (let k = 0; k < 720; k++) w.step();
  const inside = bodies.filter((b) => {
    const p = b.translation();
    return Math.hypot(p.x, p.z) < radius && p.y > -0.01 && p.y < height + 0.05;
  }).length;
  w.free();
  return { inside, count };
}
