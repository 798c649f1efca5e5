// One import path for the statement tests.
export {
  marketRegion,
  namedRegion,
  readStatements,
  targetRegion,
  targetPlaces,
} from '../../../src/intel/statements/index.ts';
export type { Evidence, Figure, FigureMetric, Statements } from '../../../src/intel/statements/index.ts';
export type { Language } from '../../../src/intel/types.ts';
