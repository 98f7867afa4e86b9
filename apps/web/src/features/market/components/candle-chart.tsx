// The candlestick chart of the detail screen with its indicators (MA, EMA, Bollinger bands and
// volume, each switched on and off by the user), lazy-loaded so lightweight-charts stays out of
// the other bundles. Intraday times are shown in New York time (SPEC.md section 9); day,
// week and month candles are UTC calendar buckets (packages/engine/src/candles.ts), so they are
// labelled with their own date, not with the New York evening before it.
// Prices become numbers here only because the chart library draws numbers: display only.
import { useEffect, useMemo, useRef } from 'react';
import {
  CandlestickSeries,
  ColorType,
  CrosshairMode,
  HistogramSeries,
  LineSeries,
  LineStyle,
  TickMarkType,
  createChart,
  type CandlestickData,
  type HistogramData,
  type IChartApi,
  type ISeriesApi,
  type LineData,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { COLOR_DOWN, COLOR_UP, TIME_ZONE_DEFAULT } from '@platform/shared/constants';
import { formatDateTime } from '@platform/shared/format';
import { LANGUAGE_LOCALES } from '@platform/shared/languages';
import { INDICATOR_PERIODS, bollingerBands, exponentialMovingAverage, movingAverage } from '@platform/shared/chart-indicators';
import { PERIOD_SECONDS, type Period } from '@platform/shared/market-rules';
import type { TCandle } from '@platform/shared/schemas/market';
import { useLang } from '../../../lib/i18n.ts';
import type { ChartIndicator } from '../utils/chart-indicators.ts';
import styles from './candle-chart.module.css';

/** Bars in view when a chart opens; the rest is a swipe away. */
const BARS_VISIBLE_INITIAL = 80;
const VOLUME_ALPHA_UP = 'rgba(10, 130, 115, 0.45)';
const VOLUME_ALPHA_DOWN = 'rgba(255, 102, 102, 0.45)';
const CHART_TEXT = '#9aa7bd';
const CHART_GRID = 'rgba(131, 145, 171, 0.12)';
const DAY_S = 86_400;
/** The lines of each indicator, with their colours (one colour per line across all indicators). */
const LINES = [
  { indicator: 'ma', label: `MA${INDICATOR_PERIODS.ma[0]}`, color: '#f0b90b' },
  { indicator: 'ma', label: `MA${INDICATOR_PERIODS.ma[1]}`, color: '#e26ee5' },
  { indicator: 'ma', label: `MA${INDICATOR_PERIODS.ma[2]}`, color: '#5aa9ff' },
  { indicator: 'ema', label: `EMA${INDICATOR_PERIODS.ema[0]}`, color: '#ff9f43' },
  { indicator: 'ema', label: `EMA${INDICATOR_PERIODS.ema[1]}`, color: '#3dd6d0' },
  { indicator: 'boll', label: 'UP', color: '#b48cff' },
  { indicator: 'boll', label: 'MB', color: '#d9c27a' },
  { indicator: 'boll', label: 'DN', color: '#b48cff' },
] as const satisfies readonly { indicator: ChartIndicator; label: string; color: string }[];
type LineValues = (number | null)[][];

/** Every line's values, aligned with the candles (LINES order). */
function lineValues(candles: readonly TCandle[]): LineValues {
  const closes = candles.map((candle) => Number(candle.close));
  const bands = bollingerBands(closes, INDICATOR_PERIODS.boll, INDICATOR_PERIODS.bollWidth);
  return [
    ...INDICATOR_PERIODS.ma.map((period) => movingAverage(closes, period)),
    ...INDICATOR_PERIODS.ema.map((period) => exponentialMovingAverage(closes, period)),
    bands.map((band) => band?.upper ?? null),
    bands.map((band) => band?.middle ?? null),
    bands.map((band) => band?.lower ?? null),
  ];
}

/** The candles with the forming one in place of (or after) the last. */
function withLive(candles: readonly TCandle[], live: TCandle | null): TCandle[] {
  const last = candles.at(-1);
  if (!live || (last && live.time < last.time)) return [...candles];
  return last && last.time === live.time ? [...candles.slice(0, -1), live] : [...candles, live];
}

/** How the time axis reads: New York wall-clock time, or the candle's UTC calendar date. */
type TimeBasis = 'new-york' | 'utc-date';

type Props = {
  period: Period;
  candles: TCandle[];
  /** The forming candle from the socket; ignored when older than the last bar. */
  liveCandle: TCandle | null;
  priceDecimals: number;
  /** The indicators switched on. */
  indicators: ReadonlySet<ChartIndicator>;
};

export default function CandleChart({ period, candles, liveCandle, priceDecimals, indicators }: Props) {
  const locale = LANGUAGE_LOCALES[useLang()];
  const timeBasis: TimeBasis = PERIOD_SECONDS[period] >= DAY_S ? 'utc-date' : 'new-york';
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const candleSeriesRef = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const volumeSeriesRef = useRef<ISeriesApi<'Histogram'> | null>(null);
  const lineSeriesRef = useRef<ISeriesApi<'Line'>[]>([]);
  const lastTimeRef = useRef<number>(0);
  const shown = useMemo(() => withLive(candles, liveCandle), [candles, liveCandle]);
  const values = useMemo(() => lineValues(shown), [shown]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = createChart(container, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: CHART_TEXT, fontSize: 11, attributionLogo: false },
      grid: { vertLines: { color: CHART_GRID }, horzLines: { color: CHART_GRID } },
      crosshair: { mode: CrosshairMode.Normal },
      rightPriceScale: { borderVisible: false, scaleMargins: { top: 0.08, bottom: 0.25 } },
      timeScale: {
        borderVisible: false,
        timeVisible: timeBasis === 'new-york',
        secondsVisible: false,
        rightOffset: 3,
        tickMarkFormatter: (time: Time, type: TickMarkType) => formatTick(time, type, locale, timeBasis),
      },
      localization: { locale, timeFormatter: (time: Time) => formatCrosshairTime(time, timeBasis) },
    });
    const candleSeries = chart.addSeries(CandlestickSeries, {
      upColor: COLOR_UP,
      downColor: COLOR_DOWN,
      borderUpColor: COLOR_UP,
      borderDownColor: COLOR_DOWN,
      wickUpColor: COLOR_UP,
      wickDownColor: COLOR_DOWN,
    });
    const volumeSeries = chart.addSeries(HistogramSeries, {
      priceFormat: { type: 'volume' },
      priceScaleId: '',
      lastValueVisible: false,
      priceLineVisible: false,
    });
    volumeSeries.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    lineSeriesRef.current = LINES.map((line) =>
      chart.addSeries(LineSeries, {
        color: line.color,
        lineWidth: 1,
        lineStyle: line.label === 'MB' ? LineStyle.Dashed : LineStyle.Solid,
        priceLineVisible: false,
        lastValueVisible: false,
        crosshairMarkerVisible: false,
        visible: false,
      }),
    );
    chartRef.current = chart;
    candleSeriesRef.current = candleSeries;
    volumeSeriesRef.current = volumeSeries;
    return () => {
      chart.remove();
      chartRef.current = null;
      candleSeriesRef.current = null;
      volumeSeriesRef.current = null;
      lineSeriesRef.current = [];
    };
  }, [locale, timeBasis]);

  useEffect(() => {
    const format = formatterOfPrice(priceDecimals);
    const priceFormat = { type: 'custom' as const, minMove: 10 ** -priceDecimals, formatter: (price: number) => format.format(price) };
    candleSeriesRef.current?.applyOptions({ priceFormat });
    for (const series of lineSeriesRef.current) series.applyOptions({ priceFormat });
  }, [priceDecimals, locale, timeBasis]);

  useEffect(() => {
    const volumeShown = indicators.has('vol');
    volumeSeriesRef.current?.applyOptions({ visible: volumeShown });
    // Room above the candles for the legend: a line of it for every three or so lines drawn.
    const linesShown = LINES.filter((line) => indicators.has(line.indicator)).length;
    const top = linesShown === 0 ? 0.08 : linesShown <= 3 ? 0.12 : linesShown <= 5 ? 0.16 : 0.2;
    chartRef.current?.priceScale('right').applyOptions({ scaleMargins: { top, bottom: volumeShown ? 0.25 : 0.06 } });
    lineSeriesRef.current.forEach((series, index) => series.applyOptions({ visible: indicators.has(LINES[index]!.indicator) }));
  }, [indicators, locale, timeBasis]);

  useEffect(() => {
    lineSeriesRef.current.forEach((series, index) => series.setData(lineData(shown, values[index] ?? [])));
  }, [shown, values, locale, timeBasis]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    candleSeriesRef.current?.setData(candles.map(toCandleData));
    volumeSeriesRef.current?.setData(candles.map(toVolumeData));
    lastTimeRef.current = candles.at(-1)?.time ?? 0;
    if (candles.length > BARS_VISIBLE_INITIAL) {
      chart.timeScale().setVisibleLogicalRange({ from: candles.length - BARS_VISIBLE_INITIAL, to: candles.length + 2 });
    } else {
      chart.timeScale().fitContent();
    }
  }, [candles, locale, timeBasis]);

  useEffect(() => {
    if (!liveCandle || liveCandle.time < lastTimeRef.current) return;
    candleSeriesRef.current?.update(toCandleData(liveCandle));
    volumeSeriesRef.current?.update(toVolumeData(liveCandle));
    lastTimeRef.current = liveCandle.time;
  }, [liveCandle]);

  return (
    <div className={styles.frame}>
      <div ref={containerRef} className={styles.chart} data-testid="candle-chart" />
      <Legend values={values} indicators={indicators} priceDecimals={priceDecimals} />
    </div>
  );
}

/** The latest value of each line switched on, in its colour, over the chart's top left. */
function Legend({
  values,
  indicators,
  priceDecimals,
}: {
  values: LineValues;
  indicators: ReadonlySet<ChartIndicator>;
  priceDecimals: number;
}) {
  const format = formatterOfPrice(priceDecimals);
  const entries = LINES.flatMap((line, index) => {
    if (!indicators.has(line.indicator)) return [];
    const latest = values[index]?.at(-1);
    return [
      {
        key: `${line.indicator}-${line.label}`,
        text: `${line.indicator === 'boll' ? `BOLL ${line.label}` : line.label} ${latest == null ? '--' : format.format(latest)}`,
        color: line.color,
      },
    ];
  });
  if (entries.length === 0) return null;
  return (
    <div className={styles.legend} data-testid="chart-legend">
      {entries.map((entry) => (
        <span key={entry.key} style={{ color: entry.color }}>
          {entry.text}
        </span>
      ))}
    </div>
  );
}

function lineData(candles: readonly TCandle[], line: readonly (number | null)[]): LineData<Time>[] {
  const points: LineData<Time>[] = [];
  candles.forEach((candle, index) => {
    const value = line[index];
    if (value !== null && value !== undefined) points.push({ time: candle.time as UTCTimestamp, value });
  });
  return points;
}

function toCandleData(candle: TCandle): CandlestickData<Time> {
  return {
    time: candle.time as UTCTimestamp,
    open: Number(candle.open),
    high: Number(candle.high),
    low: Number(candle.low),
    close: Number(candle.close),
  };
}

function toVolumeData(candle: TCandle): HistogramData<Time> {
  // Compared as numbers only to pick a colour for the drawing.
  const rising = Number(candle.close) >= Number(candle.open);
  return { time: candle.time as UTCTimestamp, value: Number(candle.volume), color: rising ? VOLUME_ALPHA_UP : VOLUME_ALPHA_DOWN };
}

const formatterCache = new Map<string, Intl.DateTimeFormat>();

function formatterOf(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const cacheKey = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let formatter = formatterCache.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatterCache.set(cacheKey, formatter);
  }
  return formatter;
}

function epochMsOf(time: Time): number {
  if (typeof time === 'number') return time * 1000;
  if (typeof time === 'string') return Date.parse(time);
  return Date.UTC(time.year, time.month - 1, time.day);
}

function formatTick(time: Time, type: TickMarkType, locale: string, timeBasis: TimeBasis): string {
  const date = new Date(epochMsOf(time));
  const timeZone = timeBasis === 'utc-date' ? 'UTC' : TIME_ZONE_DEFAULT;
  switch (type) {
    case TickMarkType.Year:
      return formatterOf(locale, timeZone, { year: 'numeric' }).format(date);
    case TickMarkType.Month:
      return formatterOf(locale, timeZone, { month: 'short' }).format(date);
    case TickMarkType.DayOfMonth:
      return formatterOf(locale, timeZone, { month: 'numeric', day: 'numeric' }).format(date);
    case TickMarkType.TimeWithSeconds:
      return formatterOf(locale, timeZone, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(date);
    case TickMarkType.Time:
    default:
      return formatterOf(locale, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
  }
}

/** "2026-11-21 08:46" in New York, or "2026-11-21" for a day, week or month candle. */
function formatCrosshairTime(time: Time, timeBasis: TimeBasis): string {
  const epochMs = epochMsOf(time);
  if (timeBasis === 'utc-date') return formatDateTime(epochMs, 'UTC').slice(0, 10);
  return formatDateTime(epochMs, TIME_ZONE_DEFAULT).slice(0, 16);
}

const priceFormatterCache = new Map<number, Intl.NumberFormat>();

/** Axis and crosshair prices with the market's decimals and thousands separators, as in the lists. */
function formatterOfPrice(decimals: number): Intl.NumberFormat {
  let formatter = priceFormatterCache.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    priceFormatterCache.set(decimals, formatter);
  }
  return formatter;
}
