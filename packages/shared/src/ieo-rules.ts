// IEO rules both sides read (zod-free): the project states of SPEC.md section 4 (warm-up, in progress,
// finished), which follow the clock, the subscription states, limits, and the allocation rule the
// project screen shows before anyone subscribes.
export const IEO_STATES = ['warm_up', 'in_progress', 'finished'] as const;
export type IeoState = (typeof IEO_STATES)[number];

/** The state filter of `project` also accepts the numbers clients send: 1 warm-up, 2 in progress, 3 finished. */
export const IEO_STATE_BY_NUMBER: Readonly<Record<string, IeoState>> = { '1': 'warm_up', '2': 'in_progress', '3': 'finished' };

/** A subscription waits for its allocation, then is allocated (its tokens delivered, the rest refunded). */
export const IEO_ORDER_STATES = ['subscribed', 'allocated'] as const;
export type IeoOrderState = (typeof IEO_ORDER_STATES)[number];

export const IEO_LIST_LIMIT = 10;
/** Pay currencies of one project at most. */
export const IEO_PRICES_MAX = 4;
/** A token's precision: 0 to 8 decimals (amounts are atoms of 1e-8). */
export const IEO_TOKEN_DECIMALS_MAX = 8;
export const IEO_SYMBOL_RE = /^[A-Z][A-Z0-9]{1,9}$/;
export const IEO_NAME_MAX = 40;
export const IEO_DESCRIPTION_MAX = 2000;
export const IEO_URL_MAX = 300;

/** The state at `nowMs`: warm-up before the subscription opens, in progress while open, finished after. */
export function ieoStateAt(times: { startAt: number; endAt: number }, nowMs: number): IeoState {
  if (nowMs < times.startAt) return 'warm_up';
  if (nowMs < times.endAt) return 'in_progress';
  return 'finished';
}

/** The ratio stored in parts of 1e8 (25,000,000) as a percent string ('25'), at most 6 decimals, rounded down. */
export function ieoRatioPercent(ratioScaled: bigint): string {
  // 1e8 parts are 100 %: one percent is 1,000,000 parts.
  const whole = ratioScaled / 1_000_000n;
  const fraction = (ratioScaled % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
