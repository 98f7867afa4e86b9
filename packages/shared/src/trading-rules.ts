// Trading rules both sides use at runtime (issue 4), zod-free so the trading screens show the same
// numbers the server applies. Rates are ppm (parts per million) integers, applied to bigint atoms.

/** Spot fees, charged in the currency received: 0.1% each side. */
export const SPOT_MAKER_FEE_PPM = 1000;
export const SPOT_TAKER_FEE_PPM = 1000;
/** A limit price further than this from the last recorded price is refused (a typo, not a strategy). */
export const SPOT_PRICE_BAND_PPM = 100_000;
/** A market buy is protected: it pays at most this much above the last price. */
export const SPOT_MARKET_SLIPPAGE_PPM = 50_000;
/** Levels of the order book sent to screens. */
export const SPOT_DEPTH_LEVELS = 20;
/** Recent trades kept and sent per market. */
export const SPOT_RECENT_TRADES = 50;
/** Spot orders need at least this much quote (USDT) value. */
export const SPOT_MIN_TOTAL = '1';

/** Contract margin is USDT in the lever account; an index quoted in USD settles 1:1 in USDT. */
export const CONTRACT_MARGIN_COIN = 'USDT';
/** A limit entry further than this from the mark price is refused. */
export const CONTRACT_PRICE_BAND_PPM = 200_000;

/** Seconds options list page size (SPEC.md section 9). */
export const OPTIONS_LIST_LIMIT = 5;

/** Ticks one `market/ticks` call returns at most. */
export const FAIR_TICKS_MAX = 200;
/** How each tick's hash is made, shown to users beside the ticks so they can check it themselves. */
export const TICK_HASH_RULE = 'sha256(prev_hash|market_id|seq|time|price_atoms)';

/** Order, position and option events to a user's room. */
export const TRADING_SOCKET_EVENTS = {
  /** Public, market room: the top of the book changed; payload TSpotDepth. */
  depth: 'depth',
  /** Public, market room: trades happened; payload TSpotTrade[]. */
  trades: 'trades',
  /** User room: a spot order was accepted, filled or cancelled; payload TSpotOrder. */
  order: 'order',
  /** User room: a contract position opened, changed or closed; payload TContractPosition. */
  position: 'position',
  /** User room: a seconds option opened or settled; payload TOptionOrder. */
  option: 'option',
} as const;
