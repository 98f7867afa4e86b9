// The bank card for fiat withdrawals, domestic (user/cash_*) or international (user/cash_*_international).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBankCard, TBankCardSaveRequest, TInternationalCard, TInternationalCardSaveRequest } from '@platform/shared/schemas/withdraw';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type BankCardKind = 'domestic' | 'international';
type CardOf<K extends BankCardKind> = K extends 'domestic' ? TBankCard : TInternationalCard;

const CALLS = {
  domestic: { info: 'user/cash_info', save: 'user/cash_save' },
  international: { info: 'user/cash_info_international', save: 'user/cash_save_international' },
} as const;

export function bankCardQueryOptions<K extends BankCardKind>(kind: K) {
  return queryOptions({
    queryKey: queryKeys.withdraw.bankCard(kind),
    queryFn: ({ signal }) => api.post<CardOf<K> | null>(CALLS[kind].info, {}, { signal, silent: true }),
  });
}

export function useSaveBankCardMutation(kind: BankCardKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: TBankCardSaveRequest | TInternationalCardSaveRequest) => api.post<unknown>(CALLS[kind].save, card),
    // get_info's bank_card_set changes with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.withdraw.all }),
  });
}
