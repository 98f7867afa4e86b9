// The bank card for fiat withdrawals, domestic (user/cash_*) or international (user/cash_*_international).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { userCashInfo, userCashInfoInternational, userCashSave, userCashSaveInternational } from '@platform/shared/contract/wallet';
import type { TBankCardSaveRequest, TInternationalCardSaveRequest } from '@platform/shared/schemas/withdraw';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type BankCardKind = 'domestic' | 'international';
const CALLS = {
  domestic: { info: userCashInfo, save: userCashSave },
  international: { info: userCashInfoInternational, save: userCashSaveInternational },
} as const;

export function bankCardQueryOptions<K extends BankCardKind>(kind: K) {
  return queryOptions({
    queryKey: queryKeys.withdraw.bankCard(kind),
    queryFn: ({ signal }) => api.call(CALLS[kind].info, {}, { signal, silent: true }),
  });
}

export function useSaveBankCardMutation(kind: BankCardKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: TBankCardSaveRequest | TInternationalCardSaveRequest) => api.call(CALLS[kind].save, card),
    // get_info's bank_card_set changes with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.withdraw.all }),
  });
}
