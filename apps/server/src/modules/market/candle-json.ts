// A candle as the API and the socket send it: epoch seconds and decimal strings, never bigint.
import type { CandleAtoms } from '@platform/engine/candles';
import { fromAtoms } from '@platform/shared/money';
import type { TCandle } from '@platform/shared/schemas/market';

export function candleJson(candle: CandleAtoms): TCandle {
  return {
    time: candle.openTimeS,
    open: fromAtoms(candle.openAtoms),
    high: fromAtoms(candle.highAtoms),
    low: fromAtoms(candle.lowAtoms),
    close: fromAtoms(candle.closeAtoms),
    volume: fromAtoms(candle.volumeAtoms),
  };
}
