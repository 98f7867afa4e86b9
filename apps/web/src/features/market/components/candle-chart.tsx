// The candlestick chart of the detail screen (+ volume), lazy-loaded so lightweight-charts stays
// out of the other bundles. Times are shown in New York time (SPEC.md section 9).
// Prices become numbers here only because the chart library draws numbers: display only.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CandlestickSeries,
  ColorType,
  CrosshairMode,
  HistogramSeries,
  TickMarkType,
  createChart,
  type CandlestickData,
  type HistogramData,
  type IChartApi,
  type ISeriesApi,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { COLOR_DOWN, COLOR_UP, TIME_ZONE_DEFAULT } from '@platform/shared/constants';
import { LANGUAGE_LOCALES, toLang } from '@platform/shared/languages';
import type { TCandle } from '@platform/shared/schemas/market';
import styles from './candle-chart.module.css';

/** Bars in view when a chart opens; the rest is a swipe away. */
const BARS_VISIBLE_INITIAL = 80;
const VOLUME_ALPHA_UP = 'rgba(10, 130, 115, 0.45)';
const VOLUME_ALPHA_DOWN = 'rgba(255, 102, 102, 0.45)';
const CHART_TEXT = '#8391ab';
const CHART_GRID = 'rgba(131, 145, 171, 0.12)';

type Props = {
  candles: TCandle[];
  /** The forming candle from the socket; ignored when older than the last bar. */
  liveCandle: TCandle | null;
  priceDecimals: number;
};

export default function CandleChart({ candles, liveCandle, priceDecimals }: Props) {
  const { i18n } = useTranslation();
  const locale = LANGUAGE_LOCALES[toLang(i18n.language)];
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const candleSeriesRef = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const volumeSeriesRef = useRef<ISeriesApi<'Histogram'> | null>(null);
  const lastTimeRef = useRef<number>(0);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = createChart(container, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: CHART_TEXT, fontSize: 11, attributionLogo: false },
      grid: { vertLines: { color: CHART_GRID }, horzLines: { color: CHART_GRID } },
      crosshair: { mode: CrosshairMode.Normal },
      rightPriceScale: { borderVisible: false, scaleMargins: { top: 0.08, bottom: 0.25 } },
      timeScale: { borderVisible: false, timeVisible: true, secondsVisible: false, rightOffset: 3, tickMarkFormatter: (time: Time, type: TickMarkType) => formatTick(time, type, locale) },
      localization: { locale, timeFormatter: (time: Time) => formatCrosshairTime(time, locale) },
    });
    const candleSeries = chart.addSeries(CandlestickSeries, {
      upColor: COLOR_UP,
      downColor: COLOR_DOWN,
      borderUpColor: COLOR_UP,
      borderDownColor: COLOR_DOWN,
      wickUpColor: COLOR_UP,
      wickDownColor: COLOR_DOWN,
    });
    const volumeSeries = chart.addSeries(HistogramSeries, { priceFormat: { type: 'volume' }, priceScaleId: '', lastValueVisible: false, priceLineVisible: false });
    volumeSeries.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    chartRef.current = chart;
    candleSeriesRef.current = candleSeries;
    volumeSeriesRef.current = volumeSeries;
    return () => {
      chart.remove();
      chartRef.current = null;
      candleSeriesRef.current = null;
      volumeSeriesRef.current = null;
    };
  }, [locale]);

  useEffect(() => {
    const minMove = 10 ** -priceDecimals;
    candleSeriesRef.current?.applyOptions({ priceFormat: { type: 'price', precision: priceDecimals, minMove } });
  }, [priceDecimals, locale]);

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
  }, [candles, locale]);

  useEffect(() => {
    if (!liveCandle || liveCandle.time < lastTimeRef.current) return;
    candleSeriesRef.current?.update(toCandleData(liveCandle));
    volumeSeriesRef.current?.update(toVolumeData(liveCandle));
    lastTimeRef.current = liveCandle.time;
  }, [liveCandle]);

  return <div ref={containerRef} className={styles.chart} data-testid="candle-chart" />;
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

function formatterOf(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const cacheKey = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatterCache.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: TIME_ZONE_DEFAULT });
    formatterCache.set(cacheKey, formatter);
  }
  return formatter;
}

function epochMsOf(time: Time): number {
  if (typeof time === 'number') return time * 1000;
  if (typeof time === 'string') return Date.parse(time);
  return Date.UTC(time.year, time.month - 1, time.day);
}

function formatTick(time: Time, type: TickMarkType, locale: string): string {
  const date = new Date(epochMsOf(time));
  switch (type) {
    case TickMarkType.Year:
      return formatterOf(locale, { year: 'numeric' }).format(date);
    case TickMarkType.Month:
      return formatterOf(locale, { month: 'short' }).format(date);
    case TickMarkType.DayOfMonth:
      return formatterOf(locale, { month: 'numeric', day: 'numeric' }).format(date);
    case TickMarkType.TimeWithSeconds:
      return formatterOf(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(date);
    case TickMarkType.Time:
    default:
      return formatterOf(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
  }
}

function formatCrosshairTime(time: Time, locale: string): string {
  return formatterOf(locale, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(epochMsOf(time)));
}
