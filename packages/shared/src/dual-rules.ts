// Dual investment rules both sides read (zod-free): the types, order states, limits, and the link
// from a settled order to the provably-fair page of the tick that settled it.

export const DUAL_TYPES = ['call', 'put'] as const;
export type DualTypeName = (typeof DUAL_TYPES)[number];
/** SPEC.md section 4: invest order purchased, settling, completed. */
export const DUAL_STATES = ['purchased', 'settling', 'completed'] as const;
export type DualState = (typeof DUAL_STATES)[number];
/** Units in one purchase at most; a larger number is a typo. */
export const DUAL_NUM_MAX = 1_000_000;
/** The same bound as the engine's DUAL_TERM_DAYS_MAX. */
export const DUAL_TERM_DAYS_MAX = 730;
/** APR in percent with at most 4 decimals (a whole ppm), at most 1000 %. */
export const DUAL_APR_PERCENT_RE = /^(?:1000(?:\.0{1,4})?|\d{1,3}(?:\.\d{1,4})?)$/;
export const DUAL_LIST_LIMIT = 10;

/** The fair page of the tick that settled an order. */
export function dualFairLink(symbol: string, seq: number): string {
  return `/pages/fair/ticks?symbol=${encodeURIComponent(symbol)}&seq=${seq}`;
}
