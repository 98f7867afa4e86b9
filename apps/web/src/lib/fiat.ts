// The display fiat (SPEC.md sections 3 and 9): rates from wallet/getRateCurrency (units of the fiat
// per 1 USD), fetched at most once per 24 h and kept in local storage with their time. Conversion
// works on decimal strings with bigint, never on floats.
import { useCallback } from 'react';
import { create } from 'zustand';
import { FIAT_DEFAULT, FIAT_RATE_REFRESH_MS } from '@platform/shared/constants';
import { SCALE_DIGITS, fromAtoms, isDecimal, mulAtoms, toAtoms } from '@platform/shared/money';
import { walletGetRateCurrency } from '@platform/shared/contract/site';
import type { TFiat } from '@platform/shared/schemas/site';
import { api } from './api.ts';
import { storage } from './storage.ts';

/** The 14 fiats of SPEC.md section 3, in its order. */
export const FIAT_CODES = ['USD', 'CNY', 'JPY', 'GBP', 'EUR', 'CAD', 'AUD', 'SGD', 'KRW', 'INR', 'PHP', 'VND', 'THB', 'AED'] as const;

const USD: TFiat = { currency_code: FIAT_DEFAULT, symbol: '$', rate: '1', saveTime: 0 };

type FiatState = {
  /** The chosen display fiat. */
  code: string;
  /** The fiats with their rates; only USD until the first fetch. */
  list: TFiat[];
  savedAtMs: number;
  status: 'idle' | 'loading' | 'error';
  select: (code: string) => void;
};

export const useFiatStore = create<FiatState>((set) => ({
  code: FIAT_DEFAULT,
  list: [USD],
  savedAtMs: 0,
  status: 'idle',
  select: (code) => {
    storage.setFiat(code);
    set({ code });
  },
}));

/** Reads the stored fiat and rates; main.tsx calls it after the storage migration. */
export function restoreFiat(): void {
  const stored = storage.getFiatList();
  useFiatStore.setState({
    code: storage.getFiat() ?? FIAT_DEFAULT,
    list: stored?.list.length ? stored.list : [USD],
    savedAtMs: stored?.savedAtMs ?? 0,
  });
}

/** Fetches the rates when the stored ones are older than 24 h (or `force`); failures keep the old list. */
export async function refreshFiatRates(force = false): Promise<void> {
  const { savedAtMs, status } = useFiatStore.getState();
  if (status === 'loading') return;
  if (!force && Date.now() - savedAtMs < FIAT_RATE_REFRESH_MS) return;
  useFiatStore.setState({ status: 'loading' });
  try {
    const list = await api.call(walletGetRateCurrency, {}, { silent: true });
    const usable = list.filter((fiat) => isDecimal(fiat.rate, 20) && /[1-9]/.test(fiat.rate));
    const now = Date.now();
    storage.setFiatList(usable, now);
    useFiatStore.setState({ list: usable.length ? usable : [USD], savedAtMs: now, status: 'idle' });
  } catch {
    useFiatStore.setState({ status: 'error' });
  }
}

/** A rate string with more than 8 fraction digits is cut to 8, so it parses as atoms. */
function rateAtoms(rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.trim().split('.');
  return toAtoms(fraction ? `${whole}.${fraction.slice(0, SCALE_DIGITS)}` : whole);
}

/** USD decimal string -> the same value in `fiat`, as a decimal string. */
export function convertFromUsd(usd: string, fiat: TFiat): string {
  if (!isDecimal(usd)) return usd;
  return fromAtoms(mulAtoms(toAtoms(usd), rateAtoms(fiat.rate)));
}

/**
 * The display fiat: its code, symbol and `convert(usdDecimalString)`. Until the chosen fiat's rate
 * is known, amounts stay in USD and the code and symbol say so.
 */
export function useFiat(): { code: string; symbol: string; convert: (usd: string) => string } {
  const code = useFiatStore((state) => state.code);
  const list = useFiatStore((state) => state.list);
  const fiat = list.find((entry) => entry.currency_code === code) ?? USD;
  const convert = useCallback((usd: string) => convertFromUsd(usd, fiat), [fiat]);
  return { code: fiat.currency_code, symbol: fiat.symbol, convert };
}
