// Spot trading end to end: `coin/trade` over HTTP against a real server process on a fresh SQLite
// database (migrations, the simulated feed ticking and the platform's liquidity requoting on every
// tick, the ledger writing every freeze and fill). `benchSpot()` answers the lines to print;
// scripts/bench.ts prints them with the rest, and `npx tsx scripts/bench-spot.ts` runs it alone.
//  - saturation: many users on many connections, each sending its next order as soon as the
//    last is answered; orders/s accepted (answered type ok) and the latency at that load;
//  - steady load: 1,000 orders/s offered open loop (each order sent at its scheduled time whether
//    or not earlier ones were answered; latency counted from that time, so a stall is not hidden
//    by the client waiting on it), p50/p99/max (target p99 under 20 ms).
// The order stream is seeded: half limit orders within 0.3 % of the last price (about a third of
// them cross the provider's quotes, the rest rest), a quarter market buys by total, a quarter
// market sells, spread over the five spot pairs, each 10 to 30 USDT. The server's own CPU time per
// order is printed too: on a shared machine it says more than the wall clock does.
// Knobs: BENCH_SECONDS, BENCH_SPOT_USERS, BENCH_SPOT_CONNECTIONS, BENCH_SPOT_STEADY_SECONDS;
// BENCH_SERVER_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") and BENCH_SERVER_ECHO=1 to
// profile the server or see its output.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { ATOMS_PER_UNIT, fromAtoms, toAtoms } from '@platform/shared/money';
import { mulberry32, type RandomSource } from '@platform/engine/random-walk';
import { createDb, type Db } from '../apps/server/src/db/database.ts';
import { createSession } from '../apps/server/src/auth/sessions.ts';
import { recordCreditedDeposit } from '../apps/server/src/modules/wallet/credited-deposit.ts';
import { insertBenchUser } from './ledger-workload.ts';

const root = path.resolve(import.meta.dirname, '..');
const USERS = Number(process.env.BENCH_SPOT_USERS ?? 200);
const CONNECTIONS = Number(process.env.BENCH_SPOT_CONNECTIONS ?? 64);
const SATURATION_S = Number(process.env.BENCH_SECONDS ?? 4);
const STEADY_RATE_PER_S = 1000;
const STEADY_S = Number(process.env.BENCH_SPOT_STEADY_SECONDS ?? 8);
const LATENCY_P99_TARGET_MS = 20;
/** Each user's funds: far more than any run spends, so no order is refused for its balance. */
const FUNDS: Record<string, string> = { BTC: '1000', ETH: '10000', USDT: '100000000', LTC: '1000000', BCH: '100000', MWD: '100000000' };

type Market = { symbol: string; priceDecimals: number; amountDecimals: number; lastAtoms: bigint };
type Order = { token: string; body: string };

function startServer(env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    // Node itself with tsx as a loader (one process, killed with it); BENCH_SERVER_NODE_ARGS e.g.
    // "--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server alone.
    const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (process.env.BENCH_SERVER_ECHO) process.stderr.write(chunk);
      if (output.includes('is running at')) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

/** Users written straight to the database, funded by credited deposits, each with a session. */
async function prepareUsers(db: Db, count: number): Promise<string[]> {
  const now = Date.now();
  const coins = await db.selectFrom('currencies').select(['id', 'name']).execute();
  const tokens: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const user = {
      id: await insertBenchUser(db, { email: `bench-spot-${index}@example.com`, nickname: `spot${index}`, inviteCode: `BS${index}` }, now),
    };
    for (const coin of coins) {
      const amount = FUNDS[coin.name];
      if (amount === undefined) continue;
      await recordCreditedDeposit(db, {
        userId: user.id,
        coinId: coin.id,
        accountType: ACCOUNT_TYPE.change,
        amountAtoms: toAtoms(amount),
        now,
      });
    }
    tokens.push(await createSession(db, user.id, now, { ip: '127.0.0.1', userAgent: 'bench-spot' }));
  }
  return tokens;
}

async function spotMarkets(db: Db, base: string): Promise<Market[]> {
  const rows = await db
    .selectFrom('markets')
    .select(['symbol', 'price_decimals', 'amount_decimals'])
    .where('category', '=', 'crypto')
    .execute();
  const markets: Market[] = [];
  for (const row of rows) {
    const depth = (await (await fetch(`${base}/api/spot/depth?symbol=${encodeURIComponent(row.symbol)}`)).json()) as {
      message: { last_price: string | null };
    };
    if (depth.message.last_price === null) continue;
    markets.push({
      symbol: row.symbol,
      priceDecimals: row.price_decimals,
      amountDecimals: row.amount_decimals,
      lastAtoms: toAtoms(depth.message.last_price),
    });
  }
  return markets;
}

const stepOf = (decimals: number) => 10n ** BigInt(8 - decimals);
const onStep = (atoms: bigint, decimals: number) => atoms - (atoms % stepOf(decimals));

/** A seeded stream of order bodies, each with the token of a random user. */
function orderStream(markets: readonly Market[], tokens: readonly string[], random: RandomSource): () => Order {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  return () => {
    const market = pick(markets);
    const valueAtoms = toAtoms(String(10 + Math.floor(random() * 21)));
    const kind = random();
    const fields: Record<string, string> = { symbol: market.symbol };
    const quantityAt = (priceAtoms: bigint) => {
      const quantityAtoms = onStep((valueAtoms * ATOMS_PER_UNIT) / priceAtoms, market.amountDecimals);
      return fromAtoms(quantityAtoms > 0n ? quantityAtoms : stepOf(market.amountDecimals));
    };
    if (kind < 0.5) {
      const side = random() < 0.5 ? 'buy' : 'sell';
      const offsetPpm = BigInt(Math.floor((random() * 2 - 1) * 3000));
      const priceAtoms = onStep((market.lastAtoms * (1_000_000n + offsetPpm)) / 1_000_000n, market.priceDecimals);
      Object.assign(fields, { type: side, order_type: 'limit', target_price: fromAtoms(priceAtoms), amount: quantityAt(priceAtoms) });
    } else if (kind < 0.75) {
      Object.assign(fields, { type: 'buy', order_type: 'market', amount: fromAtoms(valueAtoms) });
    } else {
      Object.assign(fields, { type: 'sell', order_type: 'market', amount: quantityAt(market.lastAtoms) });
    }
    return { token: pick(tokens), body: new URLSearchParams(fields).toString() };
  };
}

/** CPU time (user + system) the process has used so far, in ms: the server's cost per order, whatever else the machine runs. */
function cpuMsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

async function saturation(base: string, next: () => Order) {
  let accepted = 0;
  let refused = 0;
  const refusals = new Map<string, number>();
  const result = await autocannon({
    url: `${base}/api/coin/trade`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SATURATION_S,
    requests: [
      {
        setupRequest: (request) => {
          const order = next();
          return {
            ...request,
            headers: { authorization: order.token, 'content-type': 'application/x-www-form-urlencoded' },
            body: order.body,
          };
        },
        onResponse: (_status, body) => {
          if (body.startsWith('{"type":"ok"')) accepted += 1;
          else {
            refused += 1;
            const code = /"code":"([a-z_]+)"/.exec(body)?.[1] ?? 'other';
            refusals.set(code, (refusals.get(code) ?? 0) + 1);
          }
        },
      },
    ],
  });
  return { result, accepted, refused, refusals };
}

/** Orders sent at a fixed rate on their schedule, each answer timed from when it was due. */
async function steadyLoad(base: string, next: () => Order, ratePerS: number, seconds: number) {
  const url = new URL(`${base}/api/coin/trade`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const latenciesMs: number[] = [];
  let accepted = 0;
  let refused = 0;
  const send = (order: Order, dueMs: number) =>
    new Promise<void>((resolve) => {
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          agent,
          headers: {
            authorization: order.token,
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': Buffer.byteLength(order.body),
          },
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => {
            latenciesMs.push(performance.now() - dueMs);
            if (body.startsWith('{"type":"ok"')) accepted += 1;
            else refused += 1;
            resolve();
          });
        },
      );
      request.on('error', () => {
        refused += 1;
        resolve();
      });
      request.end(order.body);
    });
  const total = ratePerS * seconds;
  const inFlight: Promise<void>[] = [];
  const startMs = performance.now();
  let sent = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - startMs) * ratePerS) / 1000));
      for (; sent < due; sent += 1) inFlight.push(send(next(), startMs + (sent * 1000) / ratePerS));
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 1);
  });
  await Promise.all(inFlight);
  const elapsedS = (performance.now() - startMs) / 1000;
  agent.destroy();
  const sorted = latenciesMs.sort((a, b) => a - b);
  return { accepted, refused, elapsedS, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted[sorted.length - 1] ?? 0 };
}

export async function benchSpot(): Promise<string[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-spot-'));
  const databaseUrl = `sqlite:${path.join(dataDir, 'spot.sqlite')}`;
  const port = 3800 + Math.floor(Math.random() * 500);
  const server = await startServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    MARKET_HISTORY_DAYS: '1',
    RATE_API_CALLS: '100000000',
  });
  const { db } = createDb(databaseUrl);
  try {
    const base = `http://127.0.0.1:${port}`;
    const tokens = await prepareUsers(db, USERS);
    // The provider quotes from the first tick after start.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const markets = await spotMarkets(db, base);
    const next = orderStream(markets, tokens, mulberry32(4242));
    const lines: string[] = [];

    // Warm-up, untimed: the server's code paths compiled, the balance ids cached.
    await steadyLoad(base, next, 300, 2);
    const cpuBeforeMs = cpuMsOf(server.pid!);
    const saturated = await saturation(base, next);
    const cpuPerOrderMs = (cpuMsOf(server.pid!) - cpuBeforeMs) / Math.max(1, saturated.accepted + saturated.refused);
    const { result } = saturated;
    const refusalText = [...saturated.refusals].map(([code, count]) => `${code} ${count}`).join(', ') || 'none';
    lines.push(
      `saturation (${USERS} users on ${CONNECTIONS} connections, ${SATURATION_S} s): ${(saturated.accepted / SATURATION_S).toFixed(0)} orders/s accepted` +
        ` (${saturated.accepted} accepted, refused: ${refusalText}); latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms;` +
        ` server CPU ${cpuPerOrderMs.toFixed(2)} ms per order`,
    );

    const steadyLine = (rate: number, steady: Awaited<ReturnType<typeof steadyLoad>>) =>
      `steady ${rate} orders/s offered open loop for ${STEADY_S} s: ${steady.accepted} accepted, ${steady.refused} refused;` +
      ` latency p50 ${steady.p50.toFixed(1)} ms, p99 ${steady.p99.toFixed(1)} ms (target < ${LATENCY_P99_TARGET_MS} ms), max ${steady.max.toFixed(1)} ms`;
    lines.push(steadyLine(STEADY_RATE_PER_S, await steadyLoad(base, next, STEADY_RATE_PER_S, STEADY_S)));
    // Past its capacity any server queues without bound; below it, what the latency is.
    const acceptedPerS = saturated.accepted / SATURATION_S;
    if (acceptedPerS < STEADY_RATE_PER_S * 1.2) {
      const rate = Math.max(50, Math.round((acceptedPerS * 0.6) / 50) * 50);
      lines.push(`${steadyLine(rate, await steadyLoad(base, next, rate, STEADY_S))} (60 % of this run's saturation)`);
    }
    lines.push(
      `machine: ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}`,
    );
    const counts = await db
      .selectFrom('spot_orders')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('status')
      .execute();
    const trades = await db
      .selectFrom('spot_trades')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    lines.push(`orders by state: ${counts.map((row) => `${row.status} ${Number(row.count)}`).join(', ')}; trades ${Number(trades.count)}`);
    return lines;
  } finally {
    server.kill('SIGTERM');
    await db.destroy();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await benchSpot()) console.log(line);
}
