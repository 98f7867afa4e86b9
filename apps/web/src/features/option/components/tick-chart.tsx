// The live line of a market's recorded ticks, with the opening price of the option running on it,
// lazy-loaded so lightweight-charts stays out of the first bundle. Times read in New York (SPEC.md
// section 9). Prices become numbers here only because the chart library draws numbers: display only.
import { useEffect, useRef } from 'react';
import {
  AreaSeries,
  ColorType,
  CrosshairMode,
  LineStyle,
  createChart,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { COLOR_DOWN, COLOR_UP, TIME_ZONE_DEFAULT } from '@platform/shared/constants';
import type { LiveTick } from '../utils/live-ticks.ts';
import styles from './option.module.css';

const CHART_TEXT = '#9aa7bd';
const CHART_GRID = 'rgba(131, 145, 171, 0.1)';
const LINE_COLOR = '#1677ff';

type Props = {
  ticks: readonly LiveTick[];
  priceDecimals: number;
  /** The opening price of the option being watched, drawn across the chart. */
  openPrice?: { price: string; direction: 'up' | 'down'; label: string } | null;
};

const timeFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE_DEFAULT,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function formatTime(time: Time): string {
  return typeof time === 'number' ? timeFormatter.format(new Date(time * 1000)) : '';
}

/** One point per second (the chart's time unit), the last tick of each second winning. */
function pointsOf(ticks: readonly LiveTick[]): { time: UTCTimestamp; value: number }[] {
  const points: { time: UTCTimestamp; value: number }[] = [];
  for (const tick of ticks) {
    const time = Math.floor(tick.time / 1000) as UTCTimestamp;
    const point = { time, value: Number(tick.price) };
    const last = points.at(-1);
    if (last && last.time === time) points[points.length - 1] = point;
    else if (!last || last.time < time) points.push(point);
  }
  return points;
}

export default function TickChart({ ticks, priceDecimals, openPrice }: Props) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const seriesRef = useRef<ISeriesApi<'Area'> | null>(null);
  const priceLineRef = useRef<IPriceLine | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = createChart(container, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: CHART_TEXT, fontSize: 10, attributionLogo: false },
      grid: { vertLines: { visible: false }, horzLines: { color: CHART_GRID } },
      crosshair: { mode: CrosshairMode.Magnet },
      rightPriceScale: { borderVisible: false, scaleMargins: { top: 0.15, bottom: 0.1 } },
      timeScale: { borderVisible: false, timeVisible: true, secondsVisible: true, rightOffset: 4, tickMarkFormatter: formatTime },
      localization: { timeFormatter: formatTime },
      handleScroll: false,
      handleScale: false,
    });
    seriesRef.current = chart.addSeries(AreaSeries, {
      lineColor: LINE_COLOR,
      lineWidth: 2,
      topColor: 'rgba(22, 119, 255, 0.28)',
      bottomColor: 'rgba(22, 119, 255, 0)',
      priceLineVisible: true,
      priceLineStyle: LineStyle.Dotted,
      lastPriceAnimation: 1,
    });
    chartRef.current = chart;
    return () => {
      chart.remove();
      chartRef.current = null;
      seriesRef.current = null;
      priceLineRef.current = null;
    };
  }, []);

  useEffect(() => {
    const formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: priceDecimals, maximumFractionDigits: priceDecimals });
    seriesRef.current?.applyOptions({
      priceFormat: { type: 'custom', minMove: 10 ** -priceDecimals, formatter: (price: number) => formatter.format(price) },
    });
  }, [priceDecimals]);

  useEffect(() => {
    seriesRef.current?.setData(pointsOf(ticks));
    chartRef.current?.timeScale().fitContent();
  }, [ticks]);

  const linePrice = openPrice?.price;
  const lineDirection = openPrice?.direction;
  const lineLabel = openPrice?.label;
  useEffect(() => {
    const series = seriesRef.current;
    if (!series) return;
    if (priceLineRef.current) series.removePriceLine(priceLineRef.current);
    priceLineRef.current = linePrice
      ? series.createPriceLine({
          price: Number(linePrice),
          color: lineDirection === 'up' ? COLOR_UP : COLOR_DOWN,
          lineWidth: 1,
          lineStyle: LineStyle.Dashed,
          axisLabelVisible: true,
          title: lineLabel ?? '',
        })
      : null;
  }, [linePrice, lineDirection, lineLabel]);

  return <div ref={containerRef} className={styles.chart} data-testid="option-chart" />;
}
