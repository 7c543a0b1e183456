// The kernels on Dawn's WebGPU (OpenGL ES over Mesa where no GPU exists) and on WebAssembly
// agree with the cpu backend; webgpu is skipped only when Dawn cannot create an adapter.
import { describe, expect, it } from 'vitest';
import { installWebGpu } from '../../physics/backend.ts';
import { backendAgreement } from '../../physics/validate/agreement.ts';

const why = await installWebGpu();
if (why) console.warn(`webgpu agreement test skipped: ${why} (install libegl1 libegl-mesa0 libgl1-mesa-dri)`);

describe('backends against cpu', () => {
  it('webasm agrees to 1e-6 relative per step over 20 steps', async () => {
    const per = await backendAgreement('webasm', 20, 8);
    expect(per).toHaveLength(20);
    for (const e of per) expect(e).toBeLessThan(1e-6);
  }, 60_000);

  it.skipIf(why !== null)('webgpu agrees to 1e-6 relative per step over 20 steps', async () => {
    const per = await backendAgreement('webgpu', 20, 8);
    expect(per).toHaveLength(20);
    for (const e of per) expect(e).toBeLessThan(1e-6);
  }, 60_000);
});
