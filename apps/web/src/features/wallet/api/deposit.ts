// wallet/get_in_address and wallet/charge_req: the platform's address for a coin and network, and
// the user's deposit request with its payment voucher (money-moving: sent with an Idempotency-Key).
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { walletChargeReq, walletGetInAddress } from '@platform/shared/contract/wallet';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useRefreshWallet, useWalletToken } from './refresh.ts';

export function useDepositAddress(coinId: number | null, network: string) {
  const token = useWalletToken();
  return useQuery(
    queryOptions({
      queryKey: queryKeys.wallet.depositAddress(token, coinId, network),
      queryFn: ({ signal }) =>
        api.call(walletGetInAddress, { currency_id: coinId ?? 0, network: network || undefined }, { signal, silent: true }),
      enabled: Boolean(token) && coinId !== null,
    }),
  );
}

export type DepositRequest = { currency_id: number; network: string; amount: string; voucher: string };

export function useDepositRequest() {
  const refresh = useRefreshWallet();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: DepositRequest; idempotencyKey: string }) =>
      api.call(walletChargeReq, request, { idempotencyKey }),
    onSuccess: () => refresh(),
  });
}
