// Staking rules both sides read, zod-free: the position states, their numbers in the SPEC's lists,
// and the penalty the SPEC fixes (SPEC.md section 9: 8 % of the principal on early redemption).
export const STAKING_STATES = ['holding', 'redeemed', 'early_redeemed'] as const;
export type StakingState = (typeof STAKING_STATES)[number];

/** The state filter of lh/deposit/order also accepts the numbers clients send: 1 holding, 2 redeemed, 3 early redeemed. */
export const STAKING_STATE_BY_NUMBER: Readonly<Record<string, StakingState>> = { '1': 'holding', '2': 'redeemed', '3': 'early_redeemed' };

/** Early redemption keeps 8 % of the principal (10,000 returns 9,200). */
export const STAKING_PENALTY_PERCENT = '8';

export const STAKING_PRODUCT_STATES = ['open', 'upcoming', 'sold_out', 'closed'] as const;
export type StakingProductState = (typeof STAKING_PRODUCT_STATES)[number];

/** 'HH:MM' of a dividend time given in minutes after midnight UTC. */
export function dividendTimeText(minute: number): string {
  const hours = Math.floor(minute / 60);
  return `${String(hours).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** ppm as a percent string: 3600 is '0.36' (at most 4 decimals, trailing zeros dropped). */
export function percentOfPpm(ppm: bigint | number): string {
  const value = BigInt(ppm);
  const whole = value / 10_000n;
  const fraction = (value % 10_000n).toString().padStart(4, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** A percent string of at most 4 decimals as ppm: '0.36' is 3600. */
export function ppmOfPercent(percent: string): number {
  const [whole = '0', fraction = ''] = percent.split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0').slice(0, 4));
}
