// What can be done to one position: an open one gets its stops set or is closed at the mark price,
// a pending entry is cancelled; closing and cancelling ask first.
import { useState } from 'react';
import { Button, Dialog, Toast } from 'antd-mobile';
import type { TContractPosition } from '@platform/shared/schemas/contract';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSubmissionKey } from '../../../lib/submission-key.ts';
import { useClosePosition } from '../api/positions.ts';
import { baseOf, priceText } from '../utils/format.ts';
import { StopsPopup } from './stops-popup.tsx';

type Props = { position: TContractPosition; mark: string | null; priceDecimals: number | undefined };

export function PositionActions({ position, mark, priceDecimals }: Props) {
  const { t } = useTranslation('contract');
  const [settingStops, setSettingStops] = useState(false);
  const submission = useSubmissionKey();
  const close = useClosePosition();
  const pending = position.status === 'pending';
  const testId = `position-${position.id}`;

  const confirmClose = async () => {
    const direction = t(position.direction === 'long' ? 'form.long' : 'form.short');
    const confirmed = await Dialog.confirm({
      title: t(pending ? 'close.cancelTitle' : 'close.title'),
      content: t(pending ? 'close.cancelBody' : 'close.body', {
        direction,
        symbol: position.symbol,
        quantity: `${position.quantity} ${baseOf(position.symbol)}`,
        price: priceText(mark ?? position.mark_price, priceDecimals),
      }),
      confirmText: t(pending ? 'close.cancelConfirm' : 'close.confirm'),
      cancelText: t('action.back'),
    });
    if (!confirmed) return;
    const request = { id: position.id };
    close.mutate(
      { request, idempotencyKey: submission.keyFor(request) },
      {
        onSuccess: () => {
          submission.settle();
          Toast.show({ content: t(pending ? 'texts:order_cancelled' : 'texts:position_closed') });
        },
        onError: (error) => submission.settle(error),
      },
    );
  };

  return (
    <>
      {pending ? null : (
        <Button size="mini" fill="outline" onClick={() => setSettingStops(true)} data-testid={`${testId}-action-stops`}>
          {t('action.stops')}
        </Button>
      )}
      <Button
        size="mini"
        color={pending ? 'default' : 'primary'}
        fill={pending ? 'outline' : 'solid'}
        loading={close.isPending}
        disabled={close.isPending}
        onClick={() => void confirmClose()}
        data-testid={`${testId}-action-${pending ? 'cancel' : 'close'}`}
      >
        {t(pending ? 'action.cancelOrder' : 'action.close')}
      </Button>
      <StopsPopup
        position={settingStops ? position : null}
        mark={mark}
        priceDecimals={priceDecimals}
        onClose={() => setSettingStops(false)}
      />
    </>
  );
}
