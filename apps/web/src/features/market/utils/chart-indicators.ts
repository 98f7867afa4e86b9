// Which K-line indicators the user switched on, remembered in this browser.
export const CHART_INDICATORS = ['ma', 'ema', 'boll', 'vol'] as const;
export type ChartIndicator = (typeof CHART_INDICATORS)[number];

/** What a first visit shows: the moving averages and the volume. */
export const CHART_INDICATORS_DEFAULT: readonly ChartIndicator[] = ['ma', 'vol'];
/** The names traders read on every exchange; not translated. */
export const CHART_INDICATOR_LABELS: Record<ChartIndicator, string> = { ma: 'MA', ema: 'EMA', boll: 'BOLL', vol: 'VOL' };

const STORAGE_KEY = 'marketChartIndicators';
const isIndicator = (value: unknown): value is ChartIndicator => CHART_INDICATORS.some((indicator) => indicator === value);

export function storedIndicators(): ReadonlySet<ChartIndicator> {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored === null) return new Set(CHART_INDICATORS_DEFAULT);
    const parsed: unknown = JSON.parse(stored);
    return new Set(Array.isArray(parsed) ? parsed.filter(isIndicator) : CHART_INDICATORS_DEFAULT);
  } catch {
    return new Set(CHART_INDICATORS_DEFAULT);
  }
}

export function storeIndicators(indicators: ReadonlySet<ChartIndicator>): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([...indicators]));
  } catch {
    // Remembering the choice is a convenience.
  }
}

/** The set with `indicator` switched over. */
export function toggled(indicators: ReadonlySet<ChartIndicator>, indicator: ChartIndicator): ReadonlySet<ChartIndicator> {
  const next = new Set(indicators);
  if (next.has(indicator)) next.delete(indicator);
  else next.add(indicator);
  return next;
}
