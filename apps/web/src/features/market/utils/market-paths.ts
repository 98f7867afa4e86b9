// Links of the market screens that lib/paths.ts does not build.
import { PATHS } from '../../../lib/paths.ts';

/** Spot trading arrives later at this route; the Buy / Sell buttons link there already. */
export const tradePath = (symbol: string, side: 'buy' | 'sell') => `${PATHS.transaction}?symbol=${encodeURIComponent(symbol)}&side=${side}`;
