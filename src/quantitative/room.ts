// What a container leaves free above what it holds already: a pour or an immersion runs in the
// room above it, so that the container's volume counts what is in it.
import type { Geometry } from '../../physics/materials.ts';
import { containerShape } from '../../physics/procedures/pour-scene.ts';

/** The held share of a container's volume is capped here: a full container still has a rim to pour over. */
const MOST_HELD = 0.95;

/**
 * The container as the room above `heldVolume` (m³) of what it holds: its height (a bowl's; a
 * tray's y size) and its volume less that share, at most 95 %. The geometry itself when it holds nothing.
 */
export function roomAbove(geometry: Geometry, heldVolume: number): Geometry {
  if (!(heldVolume > 0)) return geometry;
  const volume = containerShape(geometry).volume;
  const free = 1 - Math.min(MOST_HELD, heldVolume / volume);
  const room: Geometry = { ...geometry, volumeM3: volume * free };
  return geometry.shape === 'bowl' ? { ...room, height: geometry.height * free } : { ...room, size: [geometry.size[0], geometry.size[1] * free, geometry.size[2]] };
}
