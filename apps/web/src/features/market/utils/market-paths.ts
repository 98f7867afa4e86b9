// Links of the market screens that lib/paths.ts does not build.
import type { MarketCategory } from '@platform/shared/market-rules';
import { tradePath as tradeTabPath } from '../../../lib/paths.ts';

/**
 * Buy / Sell of a market's page: a coin pair opens spot trading on that side; the US index has no
 * coin to hold, so it opens contract trading (long for buy, short for sell).
 */
export const tradePath = (symbol: string, side: 'buy' | 'sell', category: MarketCategory) =>
  category === 'index' ? `${tradeTabPath('contract', symbol)}&side=${side}` : `${tradeTabPath('spot', symbol)}&side=${side}`;
