// How an amount poured into a container becomes a 2-D particle scene: the cross-section through
// the container's axis, at a particle spacing chosen from a stated resolution. The amount's
// volume fills the same fraction of the cross-section as of the container, so an amount larger
// than the container fills more than its cross-section and overflows.
import type { Geometry, Material } from '../materials.ts';

export interface PourSceneOptions {
  grams: number;
  material: Material;
  /** the target container's geometry (bowl: radius and height; tray: size [x, rim, z]) */
  target: Geometry;
  /** particles across the target's inner width (default 20) */
  resolution?: number;
  /** fewest particles for a small amount (default 32) */
  minParticles?: number;
  /** most particles; beyond, the spacing grows so that the amount keeps its volume (default 256) */
  maxParticles?: number;
}

export interface PourScene {
  /** inner half-width and wall height of the cross-section (m) */
  halfWidth: number;
  height: number;
  spacing: number;
  particles: number;
  gramsPerParticle: number;
  /** the container's volume (m³) and the amount's (at the material's density) */
  containerVolume: number;
  amountVolume: number;
  /** particles the cross-section holds up to the rim */
  capacityParticles: number;
}

/** Inner width, wall height and volume of a container's geometry. */
export function containerShape(g: Geometry): { halfWidth: number; height: number; volume: number } {
  if (g.shape === 'bowl' || g.shape === 'cylinder') return { halfWidth: g.radius, height: g.height, volume: g.volumeM3 ?? Math.PI * g.radius ** 2 * g.height };
  const [x, y, z] = g.size;
  return { halfWidth: x / 2, height: y, volume: g.volumeM3 ?? x * y * z };
}

export function pourScene(o: PourSceneOptions): PourScene {
  const { halfWidth, height, volume } = containerShape(o.target);
  const amountVolume = Math.max(0, o.grams) / 1000 / o.material.density;
  const section = 2 * halfWidth * height;
  // the amount's share of the cross-section, as of the container
  const area = (amountVolume / volume) * section;
  const resolution = o.resolution ?? 20;
  const fewest = o.minParticles ?? 32;
  const most = Math.max(fewest, o.maxParticles ?? 256);
  let d = Math.min((2 * halfWidth) / resolution, Math.sqrt(area / fewest));
  d = Math.max(d, Math.sqrt(area / most), 0.002);
  const particles = o.grams > 0 ? Math.max(1, Math.min(most, Math.round(area / (d * d)))) : 0;
  return {
    halfWidth, height, spacing: d, particles, gramsPerParticle: particles ? o.grams / particles : 0,
    containerVolume: volume, amountVolume, capacityParticles: Math.floor((2 * halfWidth / d)) * Math.floor(height / d),
  };
}
