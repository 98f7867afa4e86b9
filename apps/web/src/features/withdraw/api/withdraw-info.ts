// wallet/get_info (a coin's rules, the 24 h limit, whether a pay password and a bank card exist) and
// wallet/detail for the legal account's balance, which bank withdrawals draw on.
import { queryOptions } from '@tanstack/react-query';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { walletDetail, walletGetInfo } from '@platform/shared/contract/wallet';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function withdrawInfoQueryOptions(coinId: number) {
  return queryOptions({
    queryKey: queryKeys.withdraw.info(coinId),
    queryFn: ({ signal }) => api.call(walletGetInfo, { currency_id: coinId }, { signal, silent: true }),
  });
}

export function legalBalanceQueryOptions(coinId: number) {
  return queryOptions({
    queryKey: queryKeys.withdraw.legalBalance(coinId),
    queryFn: ({ signal }) => api.call(walletDetail, { currency_id: coinId, account_type: ACCOUNT_TYPE.legal }, { signal, silent: true }),
  });
}
