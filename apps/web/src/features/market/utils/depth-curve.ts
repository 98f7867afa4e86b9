// The depth chart's geometry: the cumulative amount bid at or above each bid price and asked at or
// below each ask price, as step outlines in a 0..1 box (price left to right, amount bottom to top).
// Numbers only because an SVG draws numbers: display only.

type Level = { price: string; amount: string };
export type DepthPoint = { x: number; y: number };
export type DepthCurve = {
  /** Closed outlines (first and last points on the floor), best level nearest the middle. */
  bids: DepthPoint[];
  asks: DepthPoint[];
  minPrice: number;
  maxPrice: number;
  /** The larger side's total: the top of the chart. */
  maxTotal: number;
};

function cumulative(levels: readonly Level[]): { price: number; total: number }[] {
  let total = 0;
  return levels.map((level) => {
    total += Number(level.amount);
    return { price: Number(level.price), total };
  });
}

/** Null when either side is empty or the prices do not spread (nothing to draw). Levels best first. */
export function depthCurve(bids: readonly Level[], asks: readonly Level[]): DepthCurve | null {
  const bidSteps = cumulative(bids);
  const askSteps = cumulative(asks);
  if (bidSteps.length === 0 || askSteps.length === 0) return null;
  const minPrice = bidSteps.at(-1)!.price;
  const maxPrice = askSteps.at(-1)!.price;
  const maxTotal = Math.max(bidSteps.at(-1)!.total, askSteps.at(-1)!.total);
  if (!(maxPrice > minPrice) || !(maxTotal > 0)) return null;
  const x = (price: number) => (price - minPrice) / (maxPrice - minPrice);
  const y = (total: number) => total / maxTotal;
  const outline = (steps: { price: number; total: number }[]): DepthPoint[] => {
    const points: DepthPoint[] = [{ x: x(steps[0]!.price), y: 0 }];
    let previousTotal = 0;
    for (const step of steps) {
      points.push({ x: x(step.price), y: y(previousTotal) });
      points.push({ x: x(step.price), y: y(step.total) });
      previousTotal = step.total;
    }
    points.push({ x: x(steps.at(-1)!.price), y: 0 });
    return points;
  };
  return { bids: outline(bidSteps), asks: outline(askSteps), minPrice, maxPrice, maxTotal };
}
