// IRL_KITCHEN_DAWN_BACKEND names Dawn's backend for --backend webgpu: a value it does not know
// is said, with the name meant (it ran on OpenGL ES without a word).
import { afterAll, describe, expect, it } from 'vitest';

const before = process.env.IRL_KITCHEN_DAWN_BACKEND;
afterAll(() => {
  if (before === undefined) delete process.env.IRL_KITCHEN_DAWN_BACKEND;
  else process.env.IRL_KITCHEN_DAWN_BACKEND = before;
});

describe('IRL_KITCHEN_DAWN_BACKEND', () => {
  it('a misspelt backend is the reason webgpu does not start, naming the variable and the backend meant', async () => {
    process.env.IRL_KITCHEN_DAWN_BACKEND = 'Vulkan';
    // the probe runs once a process, on its first call: this file's module is its own
    const { installWebGpu } = await import('../physics/backend.ts');
    expect(await installWebGpu()).toBe('IRL_KITCHEN_DAWN_BACKEND: unknown Dawn backend "Vulkan" (backends: opengles, vulkan) (did you mean vulkan?)');
  });
});
