// Setting a position's stop-profit and stop-loss: two prices, each checked to be on the right side
// of the mark price (of the entry price for a pending entry); an empty field clears that stop. The
// server's refusal is shown in the popup.
import { useState } from 'react';
import { Button, Popup, Toast } from 'antd-mobile';
import { toAtoms } from '@platform/shared/money';
import type { TContractPosition } from '@platform/shared/schemas/contract';
import { ApiError } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSubmissionKey } from '../../../lib/submission-key.ts';
import { useSetStops, type SetStopsRequest } from '../api/positions.ts';
import { priceAtomsText, priceText } from '../utils/format.ts';
import { checkStop, type PriceProblem } from '../utils/price-checks.ts';
import { PriceField } from './price-field.tsx';
import styles from '../contract.module.css';

type Props = {
  position: TContractPosition | null;
  mark: string | null;
  priceDecimals: number | undefined;
  onClose: () => void;
};

export function StopsPopup({ position, mark, priceDecimals, onClose }: Props) {
  return (
    <Popup visible={position !== null} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet} destroyOnClose>
      {position ? <StopsForm key={position.id} position={position} mark={mark} priceDecimals={priceDecimals} onDone={onClose} /> : null}
    </Popup>
  );
}

/** Fraction digits the checks allow: the market's, or all 8 while it is not known. */
const DECIMALS_UNKNOWN = 8;

function StopsForm({
  position,
  mark,
  priceDecimals,
  onDone,
}: {
  position: TContractPosition;
  mark: string | null;
  priceDecimals: number | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation('contract');
  const [takeProfit, setTakeProfit] = useState(position.target_profit_price ?? '');
  const [stopLoss, setStopLoss] = useState(position.stop_loss_price ?? '');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const submission = useSubmissionKey();
  const save = useSetStops();

  const decimals = priceDecimals ?? DECIMALS_UNKNOWN;
  const referencePrice = position.status === 'pending' ? position.entry_price : (mark ?? position.mark_price);
  const referenceAtoms = referencePrice ? toAtoms(referencePrice) : null;
  const reference = referenceAtoms === null ? '' : priceAtomsText(referenceAtoms, priceDecimals);
  const profitProblem = checkStop('profit', position.direction, takeProfit, decimals, referenceAtoms, reference);
  const lossProblem = checkStop('loss', position.direction, stopLoss, decimals, referenceAtoms, reference);
  const problemText = (problem: PriceProblem | null) => (problem ? t(`texts:${problem.key}`, problem.params) : null);
  const shown = (text: string, problem: PriceProblem | null) => (tried || text.trim() !== '' ? problemText(problem) : null);

  const submit = () => {
    if (save.isPending) return;
    setTried(true);
    setServerError(null);
    if (profitProblem || lossProblem) return;
    const request: SetStopsRequest = { id: position.id, target_profit_price: takeProfit.trim(), stop_loss_price: stopLoss.trim() };
    save.mutate(
      { request, idempotencyKey: submission.keyFor(request) },
      {
        onSuccess: () => {
          submission.settle();
          Toast.show({ content: t('texts:stops_saved') });
          onDone();
        },
        onError: (error) => {
          submission.settle(error);
          setServerError(error instanceof ApiError ? error.message : t('texts:failed'));
        },
      },
    );
  };

  const isLong = position.direction === 'long';
  return (
    <div className={styles.sheetForm} data-testid="stops-popup">
      <h2 className={styles.sheetTitle}>{t('stops.title')}</h2>
      <dl className={styles.sheetFacts}>
        <div>
          <dt>{t(position.status === 'pending' ? 'position.entryPrice' : 'position.openPrice')}</dt>
          <dd>{priceText(position.open_price ?? position.entry_price, priceDecimals)}</dd>
        </div>
        <div>
          <dt>{t('position.markPrice')}</dt>
          <dd>{priceText(mark ?? position.mark_price, priceDecimals)}</dd>
        </div>
        <div>
          <dt>{t('position.liquidation')}</dt>
          <dd style={{ color: 'var(--adm-color-warning)' }}>{priceText(position.liquidation_price, priceDecimals)}</dd>
        </div>
      </dl>
      <PriceField
        label={t('stops.profit')}
        value={takeProfit}
        onChange={setTakeProfit}
        placeholder={t(isLong ? 'stops.above' : 'stops.below', { price: reference || '—' })}
        error={shown(takeProfit, profitProblem)}
        testId="stops-take-profit"
      />
      <PriceField
        label={t('stops.loss')}
        value={stopLoss}
        onChange={setStopLoss}
        placeholder={t(isLong ? 'stops.below' : 'stops.above', { price: reference || '—' })}
        error={shown(stopLoss, lossProblem)}
        testId="stops-stop-loss"
      />
      <p className={styles.fieldHint}>{t('stops.clearHint')}</p>
      {serverError ? (
        <p className="form-field__error" role="alert" data-testid="stops-error">
          {serverError}
        </p>
      ) : null}
      <Button
        block
        color="primary"
        size="large"
        loading={save.isPending}
        disabled={save.isPending}
        onClick={submit}
        data-testid="stops-save"
      >
        {t('stops.save')}
      </Button>
    </div>
  );
}
