// Sums over a particle's neighbours inside a full rest lattice: the solver's particle mass (so
// that the lattice has the rest density) and its constraint-gradient norm come from them.

/** Σ W and |Σ∇W|²-style gradient norm of a particle inside a full rest lattice (mass 1). */
export function latticeSums(dim: 2 | 3, s: number, h: number, kPoly: number, kSpiky: number): { w: number; grad2: number } {
  const m = Math.ceil(h / s);
  let w = 0;
  let grad2 = 0;
  for (let k = dim === 3 ? -m : 0; k <= (dim === 3 ? m : 0); k++)
    for (let j = -m; j <= m; j++)
      for (let i = -m; i <= m; i++) {
        const r2 = (i * i + j * j + k * k) * s * s;
        if (r2 >= h * h) continue;
        w += kPoly * (h * h - r2) ** 3;
        const r = Math.sqrt(r2);
        if (r > 0) grad2 += (kSpiky * (h - r) ** 2) ** 2;
      }
  return { w, grad2 };
}
