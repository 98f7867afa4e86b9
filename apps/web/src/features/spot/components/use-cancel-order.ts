// Cancelling an open order: a confirm first, then coin/cancelTrade once (a key per order, kept
// across a retry that got no answer); the server's refusal arrives as its translated toast.
import { useState } from 'react';
import { Dialog, Toast } from 'antd-mobile';
import type { TSpotOrder } from '@platform/shared/schemas/spot';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSubmissionKey } from '../../../lib/submission-key.ts';
import { useCancelOrder } from '../api/orders.ts';

export function useConfirmCancel(): { cancel: (order: TSpotOrder) => Promise<void>; cancellingId: number | null } {
  const { t } = useTranslation('spot');
  const mutation = useCancelOrder();
  const submission = useSubmissionKey();
  const [cancellingId, setCancellingId] = useState<number | null>(null);
  const cancel = async (order: TSpotOrder) => {
    const confirmed = await Dialog.confirm({
      title: t('orders.cancelTitle'),
      content: t('orders.cancelBody', { side: t(`form.${order.side}`), symbol: order.symbol }),
      confirmText: t('orders.cancelConfirm'),
      cancelText: t('orders.keep'),
    });
    if (!confirmed) return;
    const request = { id: order.id };
    setCancellingId(order.id);
    mutation.mutate(
      { id: order.id, idempotencyKey: submission.keyFor(request) },
      {
        onSuccess: () => {
          submission.settle();
          Toast.show({ content: t('texts:order_cancelled') });
        },
        onError: (error) => submission.settle(error),
        onSettled: () => setCancellingId(null),
      },
    );
  };
  return { cancel, cancellingId };
}
