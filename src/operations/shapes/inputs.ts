// Input fields several operations share. Every string and array is bounded.
import { z } from 'zod';
import { OPERATOR_ID_PATTERN } from '../../billing/operators.ts';
import { MODES, STANDARD_MODES } from '../../intel/types.ts';

/** http or https, the scheme in any case (URLs' schemes are case-insensitive). */
export const url = z
  .string()
  .max(2048)
  .regex(/^[Hh][Tt][Tt][Pp][Ss]?:\/\/\S+$/)
  .meta({ description: 'Page to analyze (http or https)' });
export const text = z.string().max(20000).meta({ description: 'Company name or description, at least 50 characters' });
export const context = z.string().max(2000).meta({ description: 'Extra context' });
export const operatorId = z
  .string()
  .regex(new RegExp(OPERATOR_ID_PATTERN))
  .meta({ description: 'Agent identifier for per-agent budgets' });
export const mode = z.enum(MODES).meta({ description: 'Analysis mode (default competitive)' });
export const standardMode = z.enum(STANDARD_MODES);
/** A secret sent as a query parameter (the spec's form) or in its header. */
export const secretParam = z.string().min(1).max(200);
