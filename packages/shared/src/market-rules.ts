// Market values both sides use at runtime: candle periods and market categories (SPEC.md section 7).
// Zod-free, so importing them does not load the schemas.

/** Candle periods of currency/new_timeshar, with their length in seconds (months are calendar months). */
export const PERIODS = ['1min', '5min', '15min', '30min', '1hour', '4hour', '1day', '1week', '1mon'] as const;
export type Period = (typeof PERIODS)[number];
export const PERIOD_SECONDS: Record<Period, number> = {
  '1min': 60,
  '5min': 300,
  '15min': 900,
  '30min': 1800,
  '1hour': 3600,
  '4hour': 14_400,
  '1day': 86_400,
  '1week': 604_800,
  '1mon': 2_592_000,
};
export const CANDLES_PER_REQUEST_MAX = 1000;

export const MARKET_CATEGORIES = ['crypto', 'index'] as const;
export type MarketCategory = (typeof MARKET_CATEGORIES)[number];
