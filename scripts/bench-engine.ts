// The spot order book's benchmark (packages/engine/src/order-book.ts). `benchEngine()` answers the
// lines to print; scripts/bench.ts prints them with the rest, and `npx tsx scripts/bench-engine.ts`
// runs it alone. On fixed seeded streams (mulberry32), generated before any clock starts:
//  - shallow book: 1,000,000 limit, market and cancel operations around ~1,000 resting orders;
//    ops/s (one clock around each pass of the whole stream through a fresh book, median of the
//    rounds) and the median and p99 latency per operation (process.hrtime.bigint around each one,
//    in a separate pass; the timer's own cost is measured and printed beside it);
//  - deep book: 200,000 resting orders placed first (untimed), then 1,000,000 random cancels and
//    new orders;
//  - determinism: the sha256 of the whole trade log of two fresh runs of the same stream;
//  - the npm package nodejs-order-book on the identical streams, converted to its numbers and
//    string ids before timing, with its self-trade prevention set to the same policy (EXPIRE_MAKER).
// Rounds alternate the shallow book, the deep book and nodejs-order-book, and ratios are taken
// within a round, so a busy moment on a shared machine weighs on both sides of each ratio.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { OrderBook, type NewOrder, type PlaceResult } from '@platform/engine/order-book';
import { formatCancelResult, formatPlaceResult } from '@platform/engine/order-book-log';
import { quoteAtoms, type FeeSchedule } from '@platform/engine/order-book-fees';
import { mulberry32, type RandomSource } from '@platform/engine/random-walk';

/** A place, or a cancel by id. */
type Operation = NewOrder | number;

type StreamShape = {
  label: string;
  seed: number;
  /** Orders placed first, none crossing, before the measured operations. */
  preloadOrders: number;
  operations: number;
  restingTarget: number;
  /** New limit orders land up to this many ticks from the mid price. */
  bandTicks: number;
  /** Share of new limit orders priced through the mid, so they take liquidity. */
  crossingShare: number;
  marketShare: number;
};

type Stream = {
  shape: StreamShape;
  preload: NewOrder[];
  operations: Operation[];
  limits: number;
  markets: number;
  cancels: number;
  fills: number;
  selfTradeCancels: number;
  refusals: number;
  restingMean: number;
  restingMax: number;
};

const SHALLOW: StreamShape = {
  label: 'shallow',
  seed: 0x5eed_0001,
  preloadOrders: 0,
  operations: 1_000_000,
  restingTarget: 1_000,
  bandTicks: 60,
  crossingShare: 0.12,
  marketShare: 0.08,
};
const DEEP: StreamShape = {
  label: 'deep',
  seed: 0x5eed_0002,
  preloadOrders: 200_000,
  operations: 1_000_000,
  restingTarget: 200_000,
  bandTicks: 2_000,
  crossingShare: 0.04,
  marketShare: 0.04,
};
const FEES: FeeSchedule = {
  makerFeePpm: 1_000,
  takerFeePpm: 2_000,
  byOwner: new Map([['platform:liquidity', { makerFeePpm: 0, takerFeePpm: 0 }]]),
};
const TICK_ATOMS = 1_000_000n; // 0.01 quote
const LOT_ATOMS = 100_000n; // 0.001 base
const MID_TICKS_START = 3_000_000; // 30,000.00
const USERS = 1_000;
const PLATFORM_OWNER = 'platform:liquidity';
const ROUNDS = 3;
const ATOMS_PER_UNIT = 1e8;

function pick(random: RandomSource, count: number): number {
  return Math.floor(random() * count);
}

/**
 * A seeded stream. The generator keeps its own book of the stream so far, so a cancel names an
 * order that is still resting (as a client's would) and the resting count stays near the target.
 */
function generateStream(shape: StreamShape): Stream {
  const random = mulberry32(shape.seed);
  const owners = Array.from({ length: USERS }, (_unused, index) => String(index + 1));
  const book = new OrderBook({ fees: FEES });
  const live: number[] = [];
  const liveIndex = new Map<number, number>();
  const stream: Stream = {
    shape,
    preload: [],
    operations: [],
    limits: 0,
    markets: 0,
    cancels: 0,
    fills: 0,
    selfTradeCancels: 0,
    refusals: 0,
    restingMean: 0,
    restingMax: 0,
  };
  const forget = (orderId: number) => {
    const index = liveIndex.get(orderId);
    if (index === undefined) return;
    const last = live.pop()!;
    liveIndex.delete(orderId);
    if (last !== orderId) {
      live[index] = last;
      liveIndex.set(last, index);
    }
  };
  const track = (result: PlaceResult, orderId: number) => {
    if (!result.ok) {
      stream.refusals += 1;
      return;
    }
    for (const event of result.events) {
      if (event.kind === 'fill') {
        stream.fills += 1;
        if (event.makerRemainingAtoms === 0n) forget(event.makerOrderId);
      } else {
        stream.selfTradeCancels += 1;
        forget(event.orderId);
      }
    }
    if (result.status === 'resting') {
      liveIndex.set(orderId, live.length);
      live.push(orderId);
    }
  };
  let nextId = 1;
  let midTicks = MID_TICKS_START;
  const owner = () => (random() < 0.1 ? PLATFORM_OWNER : owners[pick(random, USERS)]!);
  const limit = (crossing: boolean): NewOrder => {
    const side = random() < 0.5 ? 'buy' : 'sell';
    // Most orders near the mid, a few far out; a crossing one goes up to 5 ticks through it.
    const offsetTicks = crossing ? -pick(random, 6) : 1 + Math.floor(random() * random() * shape.bandTicks);
    const priceTicks = side === 'buy' ? midTicks - offsetTicks : midTicks + offsetTicks;
    const quantityAtoms = BigInt(1 + pick(random, 100)) * LOT_ATOMS;
    return { id: nextId++, owner: owner(), side, kind: 'limit', priceAtoms: BigInt(priceTicks) * TICK_ATOMS, quantityAtoms };
  };
  const market = (): NewOrder => {
    const side = random() < 0.5 ? 'buy' : 'sell';
    const quantityAtoms = BigInt(1 + pick(random, 40)) * LOT_ATOMS;
    const order: NewOrder = { id: nextId++, owner: owner(), side, kind: 'market', quantityAtoms };
    // Half the market buys carry a quote budget, set loose enough that it rarely binds.
    if (side === 'buy' && random() < 0.5) order.quoteBudgetAtoms = quoteAtoms(BigInt(midTicks + 200) * TICK_ATOMS, quantityAtoms);
    return order;
  };

  for (let index = 0; index < shape.preloadOrders; index += 1) {
    const order = limit(false);
    stream.preload.push(order);
    track(book.place(order), order.id);
  }
  let restingSum = 0;
  for (let index = 0; index < shape.operations; index += 1) {
    if (random() < 0.02) midTicks += random() < 0.5 ? -1 : 1;
    const draw = random();
    const cancelShare = Math.min(0.7, (0.4 * live.length) / shape.restingTarget);
    if (draw < shape.marketShare) {
      const order = market();
      stream.operations.push(order);
      stream.markets += 1;
      track(book.place(order), order.id);
    } else if (draw < shape.marketShare + cancelShare && live.length > 0) {
      const orderId = live[pick(random, live.length)]!;
      stream.operations.push(orderId);
      stream.cancels += 1;
      if (!book.cancel(orderId).ok) stream.refusals += 1;
      forget(orderId);
    } else {
      const order = limit(random() < shape.crossingShare);
      stream.operations.push(order);
      stream.limits += 1;
      track(book.place(order), order.id);
    }
    if (live.length !== book.restingOrderCount) throw new Error(`generator lost track: ${live.length} vs ${book.restingOrderCount}`);
    restingSum += live.length;
    if (live.length > stream.restingMax) stream.restingMax = live.length;
  }
  stream.restingMean = restingSum / shape.operations;
  return stream;
}

function freshBook(stream: Stream): OrderBook {
  const book = new OrderBook({ fees: FEES });
  for (const order of stream.preload) book.place(order);
  return book;
}

/** Ops/s of one pass over the stream, by the wall clock and by this process's CPU time. */
type Rate = { wallOpsPerS: number; cpuOpsPerS: number };

function timed(operations: number, pass: () => void): Rate {
  const cpuStart = process.cpuUsage();
  const startNs = process.hrtime.bigint();
  pass();
  const wallNs = Number(process.hrtime.bigint() - startNs);
  const cpu = process.cpuUsage(cpuStart);
  return { wallOpsPerS: (operations * 1e9) / wallNs, cpuOpsPerS: (operations * 1e6) / (cpu.user + cpu.system) };
}

/** One pass of the stream through a fresh book (the preload is placed before the clock starts). */
function oursOnce(stream: Stream): Rate {
  const book = freshBook(stream);
  const operations = stream.operations;
  return timed(operations.length, () => {
    for (let index = 0; index < operations.length; index += 1) {
      const operation = operations[index]!;
      if (typeof operation === 'number') book.cancel(operation);
      else book.place(operation);
    }
  });
}

type Latency = { medianNs: number; p99Ns: number; p999Ns: number; maxNs: number };

function latencies(stream: Stream): Latency {
  const book = freshBook(stream);
  const operations = stream.operations;
  const samplesNs = new Float64Array(operations.length);
  for (let index = 0; index < operations.length; index += 1) {
    const operation = operations[index]!;
    const startNs = process.hrtime.bigint();
    if (typeof operation === 'number') book.cancel(operation);
    else book.place(operation);
    samplesNs[index] = Number(process.hrtime.bigint() - startNs);
  }
  return summarize(samplesNs);
}

/** What an empty pair of timer reads measures: included in every per-operation sample. */
function timerCostNs(): number {
  const samplesNs = new Float64Array(200_000);
  for (let index = 0; index < samplesNs.length; index += 1) {
    const startNs = process.hrtime.bigint();
    samplesNs[index] = Number(process.hrtime.bigint() - startNs);
  }
  return summarize(samplesNs).medianNs;
}

function summarize(samplesNs: Float64Array): Latency {
  samplesNs.sort();
  const at = (share: number) => samplesNs[Math.min(samplesNs.length - 1, Math.floor(samplesNs.length * share))]!;
  return { medianNs: at(0.5), p99Ns: at(0.99), p999Ns: at(0.999), maxNs: samplesNs[samplesNs.length - 1]! };
}

/** The sha256 of the whole trade log of one fresh run (preload included). */
function logHash(stream: Stream): string {
  const hash = createHash('sha256');
  const book = new OrderBook({ fees: FEES });
  let chunk = '';
  const write = (text: string) => {
    chunk += text;
    if (chunk.length < 1 << 16) return;
    hash.update(chunk);
    chunk = '';
  };
  for (const order of stream.preload) write(formatPlaceResult(book.place(order)));
  for (const operation of stream.operations) {
    write(typeof operation === 'number' ? formatCancelResult(book.cancel(operation)) : formatPlaceResult(book.place(operation)));
  }
  hash.update(chunk);
  return hash.digest('hex');
}

// nodejs-order-book, loaded through require: its package.json points "types" at a missing
// file, so the few calls used here are typed by hand.
type TheirSide = 'buy' | 'sell';
type TheirBook = {
  limit(options: { id: string; side: TheirSide; size: number; price: number; accountId: string; stpMode: string }): unknown;
  market(options: { side: TheirSide; size: number; accountId: string; stpMode: string }): unknown;
  cancel(id: string): unknown;
};
type TheirModule = { OrderBook: new () => TheirBook; SelfTradePreventionMode: { EXPIRE_MAKER: string } };
type TheirOperation =
  | { kind: 0; id: string; side: TheirSide; size: number; price: number; accountId: string; stpMode: string }
  | { kind: 1; side: TheirSide; size: number; accountId: string; stpMode: string }
  | { kind: 2; id: string };

function loadTheirs(): { module: TheirModule; version: string } | { error: string } {
  try {
    const require = createRequire(import.meta.url);
    const module = require('nodejs-order-book') as TheirModule;
    const { version } = require('nodejs-order-book/package.json') as { version: string };
    return { module, version };
  } catch (error) {
    return { error: (error as Error).message.split('\n')[0]! };
  }
}

function toTheirs(operations: readonly Operation[], stpMode: string): TheirOperation[] {
  const units = (atoms: bigint) => Number(atoms) / ATOMS_PER_UNIT;
  return operations.map((operation): TheirOperation => {
    if (typeof operation === 'number') return { kind: 2, id: String(operation) };
    const common = { side: operation.side, size: units(operation.quantityAtoms), accountId: operation.owner, stpMode };
    if (operation.kind === 'market') return { kind: 1, ...common };
    return { kind: 0, id: String(operation.id), price: units(operation.priceAtoms!), ...common };
  });
}

type TheirStream = { preload: TheirOperation[]; operations: TheirOperation[] };

function toTheirStream(module: TheirModule, stream: Stream): TheirStream {
  const stpMode = module.SelfTradePreventionMode.EXPIRE_MAKER;
  return { preload: toTheirs(stream.preload, stpMode), operations: toTheirs(stream.operations, stpMode) };
}

function theirsOnce(module: TheirModule, stream: TheirStream): Rate {
  const book = new module.OrderBook();
  for (const operation of stream.preload) theirRun(book, operation);
  const operations = stream.operations;
  return timed(operations.length, () => {
    for (let index = 0; index < operations.length; index += 1) theirRun(book, operations[index]!);
  });
}

function theirRun(book: TheirBook, operation: TheirOperation): void {
  if (operation.kind === 0) book.limit(operation);
  else if (operation.kind === 1) book.market(operation);
  else book.cancel(operation.id);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const count = (value: number) => Math.round(value).toLocaleString('en-US');
const micros = (ns: number) => `${(ns / 1000).toFixed(2)} µs`;

function describeStream(stream: Stream): string {
  return (
    `  stream: ${count(stream.limits)} limit, ${count(stream.markets)} market, ${count(stream.cancels)} cancel; ` +
    `${count(stream.fills)} fills, ${count(stream.selfTradeCancels)} self-trade cancels, ${count(stream.refusals)} refusals; ` +
    `resting orders mean ${count(stream.restingMean)}, max ${count(stream.restingMax)}`
  );
}

function describeLatency(latency: Latency): string {
  return `median ${micros(latency.medianNs)}, p99 ${micros(latency.p99Ns)}, p99.9 ${micros(latency.p999Ns)}, max ${micros(latency.maxNs)}`;
}

const wall = (rates: Rate[]) => median(rates.map((rate) => rate.wallOpsPerS));
const cpu = (rates: Rate[]) => median(rates.map((rate) => rate.cpuOpsPerS));
/** The median of the per-round ratios: both sides of a ratio ran back to back, under the same load. */
const ratio = (numerators: Rate[], denominators: Rate[]) =>
  median(numerators.map((rate, round) => rate.wallOpsPerS / denominators[round]!.wallOpsPerS));

function describeRates(rates: Rate[]): string {
  return `${count(wall(rates)).padStart(10)} ops/s (by CPU time ${count(cpu(rates))})`;
}

export async function benchEngine(): Promise<string[]> {
  const lines: string[] = [];
  const theirs = loadTheirs();
  const shallow = generateStream(SHALLOW);
  const deep = generateStream(DEEP);
  const shallowTheirs = 'module' in theirs ? toTheirStream(theirs.module, shallow) : undefined;

  // Rounds alternate the cases, so a noisy moment on a shared machine hits them all alike.
  const shallowRates: Rate[] = [];
  const deepRates: Rate[] = [];
  const theirShallowRates: Rate[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    shallowRates.push(oursOnce(shallow));
    deepRates.push(oursOnce(deep));
    if ('module' in theirs && shallowTheirs !== undefined) theirShallowRates.push(theirsOnce(theirs.module, shallowTheirs));
  }
  const shallowLatency = latencies(shallow);
  const deepLatency = latencies(deep);
  const timerNs = timerCostNs();
  const hashes = [logHash(shallow), logHash(shallow)];

  lines.push(`\nSpot order book (packages/engine/src/order-book.ts), one pair, seeded streams (mulberry32), ${ROUNDS} alternating rounds`);
  lines.push(`Shallow book: ${count(shallow.operations.length)} operations from an empty book (seed 0x${SHALLOW.seed.toString(16)})`);
  lines.push(describeStream(shallow));
  lines.push(`  throughput   ${describeRates(shallowRates)}, median of the rounds, one clock around each pass (target >= 1,000,000)`);
  lines.push(`  latency      ${describeLatency(shallowLatency)} (target p99 < 5 µs)`);
  lines.push(`               process.hrtime.bigint around each operation; the timer pair alone measures ${micros(timerNs)} (included)`);
  lines.push(`  determinism  ${hashes[0]}`);
  lines.push(
    `               ${hashes[1]} (${hashes[0] === hashes[1] ? 'identical' : 'DIFFERENT'}; sha256 of the trade log of two fresh runs)`,
  );
  lines.push(
    `Deep book: ${count(deep.preload.length)} resting orders placed first, then ${count(deep.operations.length)} operations (seed 0x${DEEP.seed.toString(16)})`,
  );
  lines.push(describeStream(deep));
  lines.push(
    `  throughput   ${describeRates(deepRates)}, ${ratio(deepRates, shallowRates).toFixed(2)} of the shallow book (target >= 0.50)`,
  );
  lines.push(`  latency      ${describeLatency(deepLatency)}`);

  if ('module' in theirs && shallowTheirs !== undefined) {
    // Their deep pass takes half a minute: one round, after ours.
    const theirDeepRates = [theirsOnce(theirs.module, toTheirStream(theirs.module, deep))];
    lines.push(
      `nodejs-order-book ${theirs.version} on the identical streams (numbers and string ids converted before timing, EXPIRE_MAKER)`,
    );
    lines.push(
      `  shallow      ${describeRates(theirShallowRates)}; ours ${ratio(shallowRates, theirShallowRates).toFixed(1)}x (target >= 3x)`,
    );
    lines.push(`  deep         ${describeRates(theirDeepRates)}; ours ${(wall(deepRates) / wall(theirDeepRates)).toFixed(1)}x (one round)`);
  } else {
    lines.push(`nodejs-order-book: skipped (${'error' in theirs ? theirs.error : 'not loaded'})`);
  }
  return lines;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await benchEngine()) console.log(line);
}
