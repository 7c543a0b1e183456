// Rigid bodies through Rapier (@dimforge/rapier3d-compat): containers as triangle meshes built
// from ontology/geometry.yaml, tools and solid food as boxes, cylinders and spheres.
import type RapierModule from '@dimforge/rapier3d-compat';
import type { Geometry } from './materials.ts';

export type Rapier = typeof RapierModule;
/**
 * Rapier, set by initRapier() (every world is made after it): loaded on first use, an optional
 * package (packages.ts) that importing this module does not need.
 */
export let RAPIER: Rapier;
let ready: Promise<void> | null = null;

/** Loads Rapier and its WebAssembly once per process. */
export function initRapier(): Promise<void> {
  ready ??= import('@dimforge/rapier3d-compat').then((m) => {
    RAPIER = m.default;
    return RAPIER.init();
  });
  return ready;
}

/** A new world with gravity −9.81 m/s² along y and the given time step. */
export async function rigidWorld(dt = 1 / 240): Promise<InstanceType<Rapier['World']>> {
  await initRapier();
  const w = new RAPIER.World({ x: 0, y: -9.81, z: 0 });
  w.timestep = dt;
  return w;
}

/** Triangle mesh of an open bowl (floor disc and wall, both faces), `segments` around. */
export function bowlMesh(radius: number, height: number, segments = 32): { vertices: Float32Array; indices: Uint32Array } {
  const v: number[] = [0, 0, 0];
  for (let k = 0; k < segments; k++) {
    const a = (2 * Math.PI * k) / segments;
    v.push(radius * Math.cos(a), 0, radius * Math.sin(a));
    v.push(radius * Math.cos(a), height, radius * Math.sin(a));
  }
  const idx: number[] = [];
  for (let k = 0; k < segments; k++) {
    const b0 = 1 + 2 * k, t0 = b0 + 1;
    const b1 = 1 + 2 * ((k + 1) % segments), t1 = b1 + 1;
    idx.push(0, b1, b0, 0, b0, b1); // floor, both windings
    idx.push(b0, b1, t1, b0, t1, t0, b0, t1, b1, b0, t0, t1); // wall, both windings
  }
  return { vertices: new Float32Array(v), indices: new Uint32Array(idx) };
}

/** A body for a geometry entry at (x, y, z); containers are fixed when `fixed`. */
export function addBody(world: InstanceType<Rapier['World']>, g: Geometry, x: number, y: number, z: number, fixed = false) {
  const desc = fixed ? RAPIER.RigidBodyDesc.fixed() : RAPIER.RigidBodyDesc.dynamic();
  const body = world.createRigidBody(desc.setTranslation(x, y, z));
  let collider;
  switch (g.shape) {
    case 'bowl': {
      const m = bowlMesh(g.radius, g.height);
      collider = RAPIER.ColliderDesc.trimesh(m.vertices, m.indices);
      break;
    }
    case 'tray': {
      // a plate with a rim: compound of a slab and four thin walls
      const [sx, sy, sz] = g.size;
      const t = g.wall;
      world.createCollider(RAPIER.ColliderDesc.cuboid(sx / 2, t / 2, sz / 2).setTranslation(0, t / 2, 0), body);
      world.createCollider(RAPIER.ColliderDesc.cuboid(t / 2, sy / 2, sz / 2).setTranslation(sx / 2, sy / 2, 0), body);
      world.createCollider(RAPIER.ColliderDesc.cuboid(t / 2, sy / 2, sz / 2).setTranslation(-sx / 2, sy / 2, 0), body);
      world.createCollider(RAPIER.ColliderDesc.cuboid(sx / 2, sy / 2, t / 2).setTranslation(0, sy / 2, sz / 2), body);
      collider = RAPIER.ColliderDesc.cuboid(sx / 2, sy / 2, t / 2).setTranslation(0, sy / 2, -sz / 2);
      break;
    }
    case 'sphere':
      collider = RAPIER.ColliderDesc.ball(g.radius);
      break;
    case 'cylinder':
      collider = RAPIER.ColliderDesc.cylinder(g.height / 2, g.radius);
      break;
    default:
      collider = RAPIER.ColliderDesc.cuboid(g.size[0] / 2, g.size[1] / 2, g.size[2] / 2);
  }
  if (!fixed && g.shape !== 'bowl') collider.setMass(g.mass);
  world.createCollider(collider, body);
  return body;
}
