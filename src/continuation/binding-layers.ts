// A session's bindings as layers, so that a continued call costs what it adds: each call puts
// the bindings it added or changed on top, and the whole object is only written when something
// reads it all (a listing, `bindings()`), once per state. Layers of like size are merged as they
// come (a binary counter), so a look-up walks a few layers and a binding is copied a few times
// over the session's life; no layer is ever changed, as earlier states (undo, forks) share them.
import type { BindingJson, BindingsJson } from '../json/run.ts';

interface Layer {
  bindings: BindingsJson;
  size: number;
}

export class BindingLayers {
  private whole: BindingsJson | null;

  private constructor(private readonly layers: readonly Layer[]) {
    this.whole = layers.length === 1 ? layers[0].bindings : null;
  }

  /** The bindings of a whole run, as one layer. */
  static of(bindings: BindingsJson): BindingLayers {
    return new BindingLayers([{ bindings, size: Object.keys(bindings).length }]);
  }

  /** These bindings with `changed` over them: keys keep their place, new ones come last, as `{ ...all, ...changed }` has them. */
  with(changed: BindingsJson): BindingLayers {
    const size = Object.keys(changed).length;
    if (!size) return this;
    const layers = [...this.layers, { bindings: changed, size }];
    // a layer at most twice the size of the one above it takes that one in
    while (layers.length > 1 && layers[layers.length - 2].size <= 2 * layers[layers.length - 1].size) {
      const top = layers.pop()!;
      const below = layers.pop()!;
      const bindings = { ...below.bindings, ...top.bindings };
      layers.push({ bindings, size: Object.keys(bindings).length });
    }
    return new BindingLayers(layers);
  }

  /** The binding of one variable (lower case), or undefined. */
  get(name: string): BindingJson | undefined {
    for (let i = this.layers.length - 1; i >= 0; i--) {
      const b = this.layers[i].bindings[name];
      if (b !== undefined) return b;
    }
    return undefined;
  }

  /** Every binding, in the order whole runs write them (shared: never to be changed). */
  all(): BindingsJson {
    return (this.whole ??= Object.assign({}, ...this.layers.map((l) => l.bindings)) as BindingsJson);
  }
}
