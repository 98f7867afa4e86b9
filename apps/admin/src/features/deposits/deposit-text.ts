// How a deposit's amounts read: an OTC deposit is declared in fiat and credited in USDT.
import type { TAdminDeposit } from '@platform/shared/schemas/admin';
import { amountText } from '../../lib/format.ts';

/** OTC deposits are credited in USDT to the legal account; on-chain ones in their own coin. */
export const creditedCoinOf = (deposit: TAdminDeposit) => (deposit.kind === 'otc' ? 'USDT' : deposit.coin);

export const declaredAmountText = (deposit: TAdminDeposit) =>
  `${amountText(deposit.amount)} ${deposit.kind === 'otc' ? deposit.otc_fiat : deposit.coin}`;

export const creditedAmountText = (deposit: TAdminDeposit) =>
  deposit.credited_amount === null ? '—' : `${amountText(deposit.credited_amount)} ${creditedCoinOf(deposit)}`;
