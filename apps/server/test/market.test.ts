// Proves the market calls through the real HTTP stack on a freshly back-filled database: quotes
// for every market that move with the feed, candles of every period, translated errors,
// per-user favourites, search, a verifiable tick hash chain, socket pushes, and a restart that
// continues history and chain where they stopped.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { FIAT_DEFAULT, SOCKET_PATH } from '@platform/shared/constants';
import { TYPE_SESSION_INVALID } from '@platform/shared/envelope';
import { fromAtoms, isDecimal, toAtoms } from '@platform/shared/money';
import { bucketOpenTimeS } from '@platform/engine/candles';
import {
  PERIODS,
  SOCKET_EVENTS,
  ZCandle,
  ZQuotationResponse,
  ZQuote,
  ZTick,
  type TCandle,
  type TQuotationResponse,
  type TQuote,
  type TTick,
} from '@platform/shared/schemas/market';
import { buildApp } from '../src/app.ts';
import type { Db } from '../src/db/database.ts';
import { loadTranslator, type Translate } from '../src/http/translate.ts';
import { createSession } from '../src/auth/sessions.ts';
import { createMailer } from '../src/notify/mailer.ts';
import { DIALECTS, describeEachDialect, startTestApp, type TestApp } from './harness.ts';

const SEEDED_SYMBOLS = ['BTC/USDT', 'ETH/USDT', 'LTC/USDT', 'BCH/USDT', 'MWD/USDT', 'US500/USD'];
const GENESIS_HASH = '0'.repeat(64);

let translate: Translate;
beforeAll(async () => {
  translate = await loadTranslator();
});

async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let userCounter = 0;
/** A user row and a session token, without going through registration. */
async function userWithToken(db: Db, now: number): Promise<string> {
  userCounter += 1;
  const tag = `${Date.now().toString(36)}${userCounter}`;
  const user = await db
    .insertInto('users')
    .values({
      email: `market-${tag}@example.com`,
      area_code: '1',
      password_hash: 'not-a-hash',
      nickname: `m${userCounter}`,
      head_portrait: '',
      signature: '',
      invite_code: `MK${tag}`.slice(0, 16),
      lang: 'en',
      fiat: FIAT_DEFAULT,
      credit_score: 100,
      real_status: 'unverified',
      role: 'user',
      created_at: now,
      password_changed_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return createSession(db, user.id, now, { ip: 't', userAgent: 't' });
}

/** Recomputes every link of every market's tick chain; answers the number of ticks checked. */
async function verifyTickChain(db: Db): Promise<number> {
  const ticks = await db.selectFrom('ticks').selectAll().orderBy('market_id').orderBy('seq').execute();
  const heads = new Map<number, { seq: number; hash: string }>();
  for (const tick of ticks) {
    const head = heads.get(tick.market_id) ?? { seq: 0, hash: GENESIS_HASH };
    expect(tick.seq).toBe(head.seq + 1);
    expect(tick.prev_hash).toBe(head.hash);
    const hash = crypto
      .createHash('sha256')
      .update(`${tick.prev_hash}|${tick.market_id}|${tick.seq}|${tick.time}|${tick.price_atoms}`)
      .digest('hex');
    expect(tick.hash).toBe(hash);
    heads.set(tick.market_id, { seq: tick.seq, hash });
  }
  return ticks.length;
}

function expectCandlesAscendingAndWhole(candles: TCandle[]): void {
  // One assertion over the list: thousands of single expects would dominate the test's time.
  const broken = candles.filter((candle, index) => {
    if (!ZCandle.safeParse(candle).success) return true;
    if (![candle.open, candle.high, candle.low, candle.close, candle.volume].every((text) => isDecimal(text))) return true;
    const [open, high, low, close] = [candle.open, candle.high, candle.low, candle.close].map((text) => toAtoms(text)) as [
      bigint,
      bigint,
      bigint,
      bigint,
    ];
    const whole = low <= open && low <= close && open <= high && close <= high;
    return !whole || (index > 0 && candle.time <= (candles[index - 1] as TCandle).time);
  });
  expect(broken).toEqual([]);
}

describeEachDialect('market data', (ctx) => {
  const quotation = async () => {
    const answer = await ctx().call<TQuotationResponse>('currency/quotation_new');
    expect(answer.body.type).toBe('ok');
    return ZQuotationResponse.parse(answer.body.message);
  };

  it('quotes every seeded market, labelled simulated, with decimal-string prices and 24 h stats', async () => {
    const { source, quotes } = await quotation();
    expect(source).toBe('simulated');
    expect(quotes.map((quote) => quote.symbol)).toEqual(SEEDED_SYMBOLS);
    for (const quote of quotes) {
      for (const text of [quote.price, quote.open, quote.high, quote.low, quote.volume, quote.amount]) expect(isDecimal(text)).toBe(true);
      expect(quote.change).toMatch(/^-?\d+\.\d{2}$/);
      expect(Number(quote.high)).toBeGreaterThanOrEqual(Number(quote.low));
      expect(Number(quote.price)).toBeGreaterThanOrEqual(Number(quote.low));
      expect(Number(quote.price)).toBeLessThanOrEqual(Number(quote.high));
      expect(Number(quote.volume)).toBeGreaterThan(0);
    }
    const us500 = quotes.find((quote) => quote.symbol === 'US500/USD') as TQuote;
    expect(us500).toMatchObject({ category: 'index', name: 'US 500 Index', quote: 'USD' });
    // The walk is anchored at the seed price, so the present is near it.
    const btc = quotes.find((quote) => quote.symbol === 'BTC/USDT') as TQuote;
    expect(Number(btc.price)).toBeGreaterThan(80_000);
    expect(Number(btc.price)).toBeLessThan(115_000);
  });

  it('moves prices as the feed ticks', async () => {
    const before = await quotation();
    const after = await waitFor(async () => {
      const now = await quotation();
      return now.quotes.some((quote, index) => quote.price !== before.quotes[index]?.price) ? now : undefined;
    });
    expect(after.quotes.every((quote, index) => quote.time >= (before.quotes[index] as TQuote).time)).toBe(true);
  });

  it('answers candles for every period, ascending and whole, with back-filled history and the live bar last', async () => {
    for (const period of PERIODS) {
      const answer = await ctx().call<TCandle[]>('currency/new_timeshar', { body: { symbol: 'BTC/USDT', period } });
      expect(answer.body.type, period).toBe('ok');
      const candles = answer.body.message;
      expect(candles.length, period).toBeGreaterThanOrEqual(50);
      expect(candles.length, period).toBeLessThanOrEqual(1000);
      expectCandlesAscendingAndWhole(candles);
      const nowS = Math.floor(ctx().clock.now() / 1000);
      expect((candles[candles.length - 1] as TCandle).time, period).toBeLessThanOrEqual(nowS);
    }
    const minutes = await ctx().call<TCandle[]>('currency/new_timeshar', { body: { symbol: 'btcusdt', period: '1min' } });
    const last = minutes.body.message[minutes.body.message.length - 1] as TCandle;
    // The live 1-minute bar is the current minute (or the one just closed, at a minute's edge).
    expect(Math.floor(ctx().clock.now() / 1000) - last.time).toBeLessThan(120);
  });

  it('agrees across periods: each longer bar is exactly the shorter bars it spans', async () => {
    const candlesOf = async (period: string, from: number, to: number) =>
      (await ctx().call<TCandle[]>('currency/new_timeshar', { body: { symbol: 'LTC/USDT', period, from, to } })).body.message;
    const expectSpans = async (longPeriod: string, shortPeriod: string, openS: number, lengthS: number, count: number) => {
      const [long] = await candlesOf(longPeriod, openS, openS);
      const shorts = await candlesOf(shortPeriod, openS, openS + lengthS - 1);
      expect(shorts, `${count} ${shortPeriod} bars in a ${longPeriod} bar`).toHaveLength(count);
      expect(long).toEqual({
        time: openS,
        open: shorts[0]?.open,
        close: shorts[shorts.length - 1]?.close,
        high: fromAtoms(shorts.map((bar) => toAtoms(bar.high)).reduce((a, b) => (a > b ? a : b))),
        low: fromAtoms(shorts.map((bar) => toAtoms(bar.low)).reduce((a, b) => (a < b ? a : b))),
        volume: fromAtoms(shorts.reduce((sum, bar) => sum + toAtoms(bar.volume), 0n)),
      });
    };
    const todayS = Math.floor(ctx().clock.now() / 86_400_000) * 86_400;
    // An hour within the 1-minute band, a day within the hourly band, a week within the daily band.
    await expectSpans('1hour', '1min', todayS - 86_400 + 5 * 3600, 3600, 60);
    await expectSpans('1day', '1hour', todayS - 30 * 86_400, 86_400, 24);
    const weekS = bucketOpenTimeS('1week', todayS - 3 * 365 * 86_400);
    await expectSpans('1week', '1day', weekS, 7 * 86_400, 7);
  });

  it('answers the bars of a from/to window only', async () => {
    const all = (await ctx().call<TCandle[]>('currency/new_timeshar', { body: { symbol: 'ETH/USDT', period: '1hour' } })).body.message;
    const from = (all[10] as TCandle).time;
    const to = (all[20] as TCandle).time;
    const window = await ctx().call<TCandle[]>('currency/new_timeshar', { body: { symbol: 'ETH/USDT', period: '1hour', from, to } });
    expect(window.body.message.map((candle) => candle.time)).toEqual(all.slice(10, 21).map((candle) => candle.time));
    const fromOnly = await ctx().call<TCandle[]>('currency/new_timeshar', { body: { symbol: 'ETH/USDT', period: '1day', from: 0 } });
    expect(fromOnly.body.message.length).toBe(1000);
    expectCandlesAscendingAndWhole(fromOnly.body.message);
  });

  it('refuses an unknown symbol, an unknown period and from > to, in the caller language', async () => {
    const cases = [
      { body: { symbol: 'NOPE/USDT', period: '1min' }, key: 'symbol_unknown' },
      { body: { symbol: 'BTC/USDT', period: '2min' }, key: 'period_unknown' },
      { body: { symbol: 'BTC/USDT', period: '1min', from: 200, to: 100 }, key: 'time_range_invalid' },
      { body: { symbol: 'BTC/USDT', period: '1min', from: 'yesterday' }, key: 'time_range_invalid' },
    ] as const;
    for (const { body, key } of cases) {
      const english = await ctx().call('currency/new_timeshar', { body, lang: 'en' });
      const chinese = await ctx().call('currency/new_timeshar', { body, lang: 'zh' });
      expect(english.body).toMatchObject({ type: 'error', message: translate('en', key), code: key });
      expect(chinese.body).toMatchObject({ type: 'error', message: translate('zh', key), code: key });
      expect(chinese.body.message).not.toBe(english.body.message);
    }
  });

  it('keeps favourites per user: add is idempotent, list is newest first, del removes', async () => {
    const t = ctx();
    const alice = await userWithToken(t.db, t.clock.now());
    const bob = await userWithToken(t.db, t.clock.now());
    const added = await t.call('optional/add', { method: 'POST', body: { currency_id: 2 }, token: alice, lang: 'zh' });
    expect(added.body).toEqual({ type: 'ok', message: translate('zh', 'favorite_added') });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await t.call('optional/add', { method: 'POST', body: { id: 6 }, token: alice })).body.type).toBe('ok');
    expect((await t.call('optional/add', { method: 'POST', body: { currency_id: 2 }, token: alice, json: true })).body.type).toBe('ok');

    const aliceList = await t.call<TQuote[]>('optional/list', { token: alice });
    expect(aliceList.body.type).toBe('ok');
    expect(aliceList.body.message.map((quote) => ZQuote.parse(quote).symbol)).toEqual(['US500/USD', 'ETH/USDT']);
    expect((await t.call<TQuote[]>('optional/list', { token: bob })).body.message).toEqual([]);

    const removed = await t.call('optional/del', { method: 'POST', body: { currency_id: 2 }, token: alice });
    expect(removed.body).toEqual({ type: 'ok', message: translate('en', 'favorite_removed') });
    expect((await t.call<TQuote[]>('optional/list', { token: alice })).body.message.map((quote) => quote.symbol)).toEqual(['US500/USD']);

    const unknown = await t.call('optional/add', { method: 'POST', body: { currency_id: 999 }, token: alice });
    expect(unknown.body).toMatchObject({ type: 'error', code: 'symbol_unknown' });
    const missing = await t.call('optional/add', { method: 'POST', body: {}, token: alice });
    expect(missing.body).toMatchObject({ type: 'error', code: 'symbol_unknown' });
  });

  it('answers favourites to signed-in users only (type 999 otherwise)', async () => {
    expect((await ctx().call('optional/list')).body.type).toBe(TYPE_SESSION_INVALID);
    expect((await ctx().call('optional/add', { method: 'POST', body: { currency_id: 1 } })).body.type).toBe(TYPE_SESSION_INVALID);
    expect((await ctx().call('optional/del', { method: 'POST', body: { currency_id: 1 }, token: 'x'.repeat(43) })).body.type).toBe(
      TYPE_SESSION_INVALID,
    );
  });

  it('searches symbol, base and name, ignoring case', async () => {
    const symbolsFor = async (keyword: string) =>
      (await ctx().call<TQuote[]>('currency/search', { body: { keyword } })).body.message.map((quote) => ZQuote.parse(quote).symbol);
    expect(await symbolsFor('btc')).toEqual(['BTC/USDT']);
    expect(await symbolsFor('Bitcoin')).toEqual(['BTC/USDT', 'BCH/USDT']);
    expect(await symbolsFor('us 500')).toEqual(['US500/USD']);
    expect(await symbolsFor('usdt')).toHaveLength(5);
    expect(await symbolsFor('zzz')).toEqual([]);
    expect(await symbolsFor('')).toHaveLength(SEEDED_SYMBOLS.length);
  });

  it('chains every stored tick to the one before it by SHA-256', async () => {
    await waitFor(async () =>
      (await ctx().db.selectFrom('ticks').select('seq').where('seq', '>=', 3).limit(1).execute()).length ? true : undefined,
    );
    expect(await verifyTickChain(ctx().db)).toBeGreaterThanOrEqual(3 * SEEDED_SYMBOLS.length);
  });

  it('pushes ticks and candles to subscribers of a market, and quotes to everyone', async () => {
    const socket: Socket = connect(ctx().baseUrl, { path: SOCKET_PATH, transports: ['websocket'], reconnection: false });
    try {
      const tick = new Promise<TTick>((resolve) => socket.on(SOCKET_EVENTS.tick, resolve));
      const candle = new Promise<{ symbol: string; period: string; candle: TCandle }>((resolve) =>
        socket.on(SOCKET_EVENTS.candle, resolve),
      );
      const quotes = new Promise<TQuote[]>((resolve) => socket.on(SOCKET_EVENTS.quotes, resolve));
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', resolve);
        socket.on('connect_error', reject);
      });
      socket.emit(SOCKET_EVENTS.subscribe, 'ETH/USDT');
      const received = ZTick.parse(await tick);
      expect(received.symbol).toBe('ETH/USDT');
      expect(isDecimal(received.price)).toBe(true);
      const pushed = await candle;
      expect(pushed.symbol).toBe('ETH/USDT');
      expect(PERIODS).toContain(pushed.period);
      ZCandle.parse(pushed.candle);
      expect((await quotes).map((quote) => quote.symbol)).toEqual(SEEDED_SYMBOLS);
    } finally {
      socket.disconnect();
    }
  });
});

for (const dialect of DIALECTS) {
  describe(`market restart [${dialect}]`, () => {
    let first: TestApp | undefined;
    afterAll(async () => {
      await first?.db.destroy();
    });

    it('continues history from the last stored close over the gap, and the tick chain from its last link', async () => {
      first = await startTestApp(dialect);
      const { db, config } = first;
      await waitFor(async () =>
        (await db.selectFrom('ticks').select('seq').where('seq', '>=', 2).limit(1).execute()).length ? true : undefined,
      );
      await first.app.close();
      const before = await db
        .selectFrom('candles')
        .selectAll()
        .where('market_id', '=', 1)
        .where('period', '=', '1min')
        .orderBy('open_time_s', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      const ticksBefore = await db
        .selectFrom('ticks')
        .select(({ fn }) => fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();

      // Three hours later: the gap is back-filled at 1-minute bars and the feed carries on.
      const gapMs = 3 * 3_600_000;
      const clock = () => (first as TestApp).clock.now() + gapMs;
      // Taken before the start, so the start's own minute is at or after it.
      const restartMinuteS = Math.floor(clock() / 60_000) * 60;
      const second = await buildApp({ config, db, dialect, clock, translate, mailer: createMailer(config, db, clock) }, { logger: false });
      try {
        const minutes = await db
          .selectFrom('candles')
          .selectAll()
          .where('market_id', '=', 1)
          .where('period', '=', '1min')
          .where('open_time_s', '>=', before.open_time_s)
          .where('open_time_s', '<', restartMinuteS)
          .orderBy('open_time_s')
          .execute();
        expect(minutes.length).toBe((restartMinuteS - before.open_time_s) / 60);
        expect(minutes[0]?.close_atoms).toBe(before.close_atoms);
        expect(minutes[1]?.open_atoms).toBe(before.close_atoms);
        for (const [index, minute] of minutes.entries()) {
          expect(minute.open_time_s).toBe(before.open_time_s + index * 60);
          expect(minute.low_atoms <= minute.open_atoms && minute.open_atoms <= minute.high_atoms).toBe(true);
        }
        await waitFor(async () => {
          const count = await db
            .selectFrom('ticks')
            .select(({ fn }) => fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow();
          return Number(count.count) >= Number(ticksBefore.count) + 2 * SEEDED_SYMBOLS.length ? true : undefined;
        });
      } finally {
        await second.close();
      }
      await verifyTickChain(db);
    });
  });
}
