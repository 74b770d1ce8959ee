import type { SeedModel } from '../model.ts';

/** What every source reader gets: the seed-data folder and the model it fills. */
export interface SourceContext {
  dir: string;
  model: SeedModel;
}

/** A source reader returns how many data rows it read. */
export type SourceReader = (ctx: SourceContext) => Promise<number>;
