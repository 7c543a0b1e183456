// Runs a network in a kitchen with more tools in its cabinet without loading a world for it: the
// kitchen a tools variation's YAML defines (`extends:` the base, `add:` to the kitchen-cabinet)
// is the base kitchen with the tools appended to the cabinet's contents, made first thing by the
// run's own factory, so they get the very ids the YAML kitchen's build gives them. Loading one
// world per derived kitchen would keep a few megabytes per kitchen for the process's life.
import { copyEntity, type Entity, type Factory } from '../kitchen/entity.ts';
import { Simulator, type SimulatorOptions } from '../simulator.ts';

export class ExtraToolsSimulator extends Simulator {
  constructor(
    options: SimulatorOptions,
    private readonly tool: string,
    private readonly extra: number,
  ) {
    super(options);
  }

  override initialKitchen(factory: Factory): Entity {
    const base = super.initialKitchen(factory);
    const contents = base.contents.map((place) => {
      if (place.cls.name !== 'kitchen-cabinet') return place;
      const added = Array.from({ length: this.extra }, () => factory.make(this.tool));
      return copyEntity(place, { contents: [...place.contents, ...added] });
    });
    // the shared built kitchen is never changed: a copy holds the new cabinet
    return copyEntity(base, { contents });
  }
}
