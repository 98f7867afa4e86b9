// Proves each zod-free guard accepts exactly what its zod schema accepts: a valid sample, and the
// sample with each field removed or replaced by a value of every other kind.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isCandle, isQuotationResponse, isQuote } from '../src/guards/market.ts';
import { isArticle, isArticlePage, isMenuItem, isPopArticle } from '../src/guards/site.ts';
import type { Guard } from '../src/guards/shape.ts';
import { ZCandle, ZQuotationResponse, ZQuote } from '../src/schemas/market.ts';
import { ZArticle, ZArticlePage, ZMenuItem, ZNewsPop } from '../src/schemas/site.ts';

const quote = {
  id: 1,
  symbol: 'BTC/USDT',
  base: 'BTC',
  quote: 'USDT',
  category: 'crypto',
  name: 'Bitcoin',
  price: '65000.1',
  open: '64000',
  change: '1.56',
  high: '65100',
  low: '63900',
  volume: '12.5',
  amount: '812500',
  price_decimals: 2,
  time: 1_700_000_000_000,
};
const article = {
  id: 7,
  category_id: 5,
  lang: 'en',
  title: 'Title',
  summary: 'Summary',
  body: '<p>Body</p>',
  cover: '/uploads/cover.png',
  link: '',
  created_at: 1_700_000_000,
  version: '3f2a9c0e1b7d4a65',
};
const candle = { time: 1_700_000_000, open: '1', high: '2', low: '0.5', close: '1.5', volume: '10' };

/** Values of every kind a field could wrongly hold. */
const STRANGE_VALUES: unknown[] = [undefined, null, '', 'index', 'text', 0, 1.5, -1, Number.MAX_SAFE_INTEGER + 2, true, [], {}];

function variants(sample: Record<string, unknown>): unknown[] {
  const out: unknown[] = [sample, null, [], 'text', [sample]];
  for (const field of Object.keys(sample)) {
    const { [field]: _removed, ...without } = sample;
    out.push(without);
    for (const value of STRANGE_VALUES) out.push({ ...sample, [field]: value });
  }
  return out;
}

const CASES: { name: string; guard: Guard<unknown>; schema: z.ZodType; samples: unknown[] }[] = [
  { name: 'quote', guard: isQuote, schema: ZQuote, samples: variants(quote) },
  {
    name: 'quotation',
    guard: isQuotationResponse,
    schema: ZQuotationResponse,
    samples: [
      ...variants({ source: 'simulated', quotes: [quote] }),
      ...variants(quote).map((entry) => ({ source: 'simulated', quotes: [quote, entry] })),
    ],
  },
  { name: 'candle', guard: isCandle, schema: ZCandle, samples: variants(candle) },
  { name: 'article', guard: isArticle, schema: ZArticle, samples: variants(article) },
  { name: 'pop article', guard: isPopArticle, schema: ZNewsPop, samples: [null, ...variants(article)] },
  {
    name: 'article page',
    guard: isArticlePage,
    schema: ZArticlePage,
    samples: [
      ...variants({ data: [article], total: 1, page: 1, limit: 10 }),
      ...variants(article).map((entry) => ({ data: [entry], total: 1, page: 1, limit: 10 })),
    ],
  },
  {
    name: 'menu item',
    guard: isMenuItem,
    schema: ZMenuItem,
    samples: variants({ key: 'deposit', path: '/pages/assets/recharge', icon: '' }),
  },
];

describe('zod-free guards', () => {
  for (const { name, guard, schema, samples } of CASES) {
    it(`${name}: agrees with its schema`, () => {
      expect(guard(samples[0])).toBe(true);
      for (const sample of samples) expect(guard(sample), JSON.stringify(sample)).toBe(schema.safeParse(sample).success);
    });
  }
});
