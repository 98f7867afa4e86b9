// lever/submit: open a position at the mark price, or a limit entry that waits until the mark price
// crosses its price. Money-moving: sent with an Idempotency-Key.
import { useMutation } from '@tanstack/react-query';
import { leverSubmit } from '@platform/shared/contract/lever';
import { api } from '../../../lib/api.ts';
import { useRefreshContract } from './refresh.ts';

export type SubmitRequest = {
  symbol: string;
  type: 'long' | 'short';
  order_type: 'market' | 'limit';
  price?: string;
  lots: number;
  multiple: number;
  target_profit_price?: string;
  stop_loss_price?: string;
};

export function useSubmitPosition() {
  const refresh = useRefreshContract();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: SubmitRequest; idempotencyKey: string }) =>
      api.call(leverSubmit, request, { idempotencyKey }),
    onSettled: () => refresh(),
  });
}
