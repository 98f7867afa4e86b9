// otc/info and otc/recharge: the bank to wire fiat to, and the user's fiat deposit request (credited
// in USDT to the legal account after review; money-moving: sent with an Idempotency-Key).
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { otcInfo, otcRecharge } from '@platform/shared/contract/wallet';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useRefreshWallet, useWalletToken } from './refresh.ts';

export function useOtcInfo() {
  const token = useWalletToken();
  return useQuery(
    queryOptions({
      queryKey: queryKeys.wallet.otcInfo(token),
      queryFn: ({ signal }) => api.call(otcInfo, {}, { signal, silent: true }),
      enabled: Boolean(token),
    }),
  );
}

export type OtcRequest = { account: string; amount: string; currency: string; bankno: string; type: 'bank' | 'wire'; voucher?: string };

export function useOtcRecharge() {
  const refresh = useRefreshWallet();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: OtcRequest; idempotencyKey: string }) =>
      api.call(otcRecharge, request, { idempotencyKey }),
    onSuccess: () => refresh(),
  });
}
