// A worker thread of the granular case's pool (pile-pool.ts): pours one pile.
import { kernelsNamed } from '../auto-backend.ts';
import type { PileJob } from './pile-pool.ts';
import { angleOfRepose, type PileResult } from './granular.ts';

export default function pourPile({ backend, pile }: PileJob): Promise<PileResult> {
  return angleOfRepose({ ...pile, kernels: kernelsNamed(backend) });
}
