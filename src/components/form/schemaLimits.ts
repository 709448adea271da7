import type { z } from 'zod/mini';

/** The schema a wrapper (optional, nullable, default, catch) holds, down to the one that has the checks. */
function innermost(schema: z.core.$ZodType): z.core.$ZodType {
  const def = schema._zod.def as { innerType?: z.core.$ZodType };
  return def.innerType ? innermost(def.innerType) : schema;
}

/** A check's definition, as far as limits go. */
interface CheckDef {
  check?: string;
  value?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  length?: unknown;
}

/**
 * The tightest bounds a schema's checks set (`z.maxLength(80)`, `z.gte(1)`, `z.lte(500)`): lengths for a
 * text, values for a number. They are read from the checks' own definitions, so a form's counter and
 * limits say exactly what the contract refuses.
 */
export function boundsOf(schema: z.core.$ZodType): { minimum?: number; maximum?: number } {
  const bounds: { minimum?: number; maximum?: number } = {};
  const atLeast = (value: unknown) => {
    if (typeof value === 'number') bounds.minimum = Math.max(bounds.minimum ?? -Infinity, value);
  };
  const atMost = (value: unknown) => {
    if (typeof value === 'number') bounds.maximum = Math.min(bounds.maximum ?? Infinity, value);
  };
  for (const check of innermost(schema)._zod.def.checks ?? []) {
    const def = check._zod.def as CheckDef;
    if (def.check === 'min_length') atLeast(def.minimum);
    else if (def.check === 'max_length') atMost(def.maximum);
    else if (def.check === 'length_equals') {
      atLeast(def.length);
      atMost(def.length);
    }
    // An exclusive bound (`z.positive()`) counts at its value, as zod's own minValue/maxValue read it.
    else if (def.check === 'greater_than') atLeast(def.value);
    else if (def.check === 'less_than') atMost(def.value);
  }
  return bounds;
}

/** The longest text a string schema takes, or undefined when it sets no limit. */
export const maxLengthOf = (schema: z.core.$ZodType): number | undefined => boundsOf(schema).maximum;
