// Zod-free checks of an answer's shape, for the answers the web app reads on its first screen, which
// would otherwise load zod (about 23 KB gzipped) before it can show a price. Each guard in this folder mirrors a schema of
// ../schemas (test/guards.test.ts holds them to it), and its shape is typed by the schema's type, so a
// field added to or removed from a schema fails to compile here.

export type Guard<T> = (value: unknown) => value is T;

export const isString: Guard<string> = (value): value is string => typeof value === 'string';
/** z.number().int(): a safe integer. */
export const isInt: Guard<number> = (value): value is number => Number.isSafeInteger(value);

export function oneOf<const Values extends readonly string[]>(values: Values): Guard<Values[number]> {
  return (value): value is Values[number] => typeof value === 'string' && values.includes(value);
}

export function nullable<T>(guard: Guard<T>): Guard<T | null> {
  return (value): value is T | null => value === null || guard(value);
}

export function arrayOf<T>(item: Guard<T>): Guard<T[]> {
  return (value): value is T[] => Array.isArray(value) && value.every((entry) => item(entry));
}

/** An object with every field of `shape` passing its guard; other fields are allowed (zod strips them). */
export function objectOf<T extends object>(shape: { [Field in keyof T]-?: Guard<T[Field]> }): Guard<T> {
  const fields = Object.entries(shape) as [string, Guard<unknown>][];
  return (value): value is T => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const record = value as Record<string, unknown>;
    return fields.every(([name, guard]) => guard(record[name]));
  };
}

/** An answer whose shape is not the contract's: a bug on one side, reported like a failed call. */
export class ShapeError extends Error {
  constructor(readonly what: string) {
    super(`The ${what} answer does not have the expected shape`);
    this.name = 'ShapeError';
  }
}

/** `value` typed as T, or a ShapeError naming `what` (an endpoint or event). */
export function expectShape<T>(guard: Guard<T>, value: unknown, what: string): T {
  if (!guard(value)) throw new ShapeError(what);
  return value;
}
