// Opening a position: long or short, market or limit, a multiple from the market's list, lots, the
// optional stops, and a preview of notional, margin, fee and the liquidation price against the USDT
// available in the contract account. The risk notice comes before the user's first order.
import { useState } from 'react';
import { Button, Checkbox, Stepper, Toast } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { fromAtoms, toAtoms } from '@platform/shared/money';
import type { TLeverDeal } from '@platform/shared/schemas/contract';
import { navigate } from '../../../lib/hash-location.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useSubmissionKey } from '../../../lib/submission-key.ts';
import { useSubmitPosition, type SubmitRequest } from '../api/submit.ts';
import { baseOf, priceAtomsText, priceText, usdtText } from '../utils/format.ts';
import { checkLimitBand, checkPrice, checkStop, type PriceProblem } from '../utils/price-checks.ts';
import { previewOpening } from '../utils/preview.ts';
import { acceptRisk, riskAccepted } from '../utils/risk-notice.ts';
import { PriceField } from './price-field.tsx';
import { RiskNotice } from './risk-notice.tsx';
import styles from '../contract.module.css';

type Direction = 'long' | 'short';
type OrderType = 'market' | 'limit';

/** 10x when the market offers it, else its smallest multiple. */
const MULTIPLE_DEFAULT = 10;
const defaultMultiple = (multiples: readonly number[]) => (multiples.includes(MULTIPLE_DEFAULT) ? MULTIPLE_DEFAULT : (multiples[0] ?? 1));

export function OrderForm({
  deal,
  mark,
  initialDirection = 'long',
}: {
  deal: TLeverDeal;
  mark: string | null;
  initialDirection?: Direction;
}) {
  const { t } = useTranslation('contract');
  const userId = useSession((state) => state.user?.id);
  const [direction, setDirection] = useState<Direction>(initialDirection);
  const [orderType, setOrderType] = useState<OrderType>('market');
  const [limitPrice, setLimitPrice] = useState('');
  const [chosenMultiple, setMultiple] = useState<number | null>(null);
  const [chosenLots, setLots] = useState(1);
  const [stopsOn, setStopsOn] = useState(false);
  const [takeProfit, setTakeProfit] = useState('');
  const [stopLoss, setStopLoss] = useState('');
  const [tried, setTried] = useState(false);
  const [noticeOpen, setNoticeOpen] = useState(false);
  const submission = useSubmissionKey();
  const submit = useSubmitPosition();

  const decimals = deal.price_decimals;
  const multiple = chosenMultiple !== null && deal.multiples.includes(chosenMultiple) ? chosenMultiple : defaultMultiple(deal.multiples);
  const lots = Math.min(Math.max(chosenLots, 1), Math.max(deal.lots_max, 1));
  const markPrice = mark ?? deal.price;
  const base = baseOf(deal.symbol);
  const formatAtoms = (atoms: bigint) => priceAtomsText(atoms, decimals);
  const problemText = (problem: PriceProblem | null) => (problem ? t(`texts:${problem.key}`, problem.params) : null);

  const priceProblem =
    orderType === 'limit'
      ? (checkPrice(limitPrice, decimals) ?? (markPrice ? checkLimitBand(limitPrice, markPrice, decimals, formatAtoms) : null))
      : null;
  // Stops are judged against the price the position would open at.
  const referenceAtoms = orderType === 'limit' ? (priceProblem ? null : toAtoms(limitPrice.trim())) : markPrice ? toAtoms(markPrice) : null;
  const reference = referenceAtoms === null ? '' : formatAtoms(referenceAtoms);
  const profitProblem = stopsOn ? checkStop('profit', direction, takeProfit, decimals, referenceAtoms, reference) : null;
  const lossProblem = stopsOn ? checkStop('loss', direction, stopLoss, decimals, referenceAtoms, reference) : null;
  const preview =
    referenceAtoms === null
      ? null
      : previewOpening({
          direction,
          priceAtoms: referenceAtoms,
          lotSize: deal.lot_size,
          lots,
          multiple,
          tradeFeeRate: deal.trade_fee_rate,
          maintenanceRate: deal.maintenance_rate,
          priceDecimals: decimals,
        });
  const costAtoms = preview ? preview.marginAtoms + preview.feeAtoms : 0n;
  const balanceProblem: PriceProblem | null = preview && costAtoms > toAtoms(deal.available) ? { key: 'insufficient_balance' } : null;
  const showError = (text: string, problem: PriceProblem | null) => (tried || text.trim() !== '' ? problemText(problem) : null);

  const send = () => {
    const request: SubmitRequest = {
      symbol: deal.symbol,
      type: direction,
      order_type: orderType,
      price: orderType === 'limit' ? limitPrice.trim() : undefined,
      lots,
      multiple,
      target_profit_price: stopsOn && takeProfit.trim() ? takeProfit.trim() : undefined,
      stop_loss_price: stopsOn && stopLoss.trim() ? stopLoss.trim() : undefined,
    };
    submit.mutate(
      { request, idempotencyKey: submission.keyFor(request) },
      {
        onSuccess: (position) => {
          submission.settle();
          setTried(false);
          setTakeProfit('');
          setStopLoss('');
          Toast.show({ content: t(position.status === 'pending' ? 'texts:order_placed' : 'texts:position_opened') });
        },
        // The API client showed the server's message.
        onError: (error) => submission.settle(error),
      },
    );
  };

  const onSubmit = () => {
    if (submit.isPending) return;
    setTried(true);
    const problem = priceProblem ?? profitProblem ?? lossProblem ?? balanceProblem;
    if (problem) {
      Toast.show({ content: problemText(problem) ?? '' });
      return;
    }
    if (!markPrice) {
      Toast.show({ content: t('texts:price_unavailable') });
      return;
    }
    if (!riskAccepted(userId)) {
      setNoticeOpen(true);
      return;
    }
    send();
  };

  const accept = () => {
    acceptRisk(userId);
    setNoticeOpen(false);
    send();
  };

  return (
    <section className={styles.form} data-testid="contract-form">
      <div className={styles.sideToggle} role="radiogroup" aria-label={t('form.direction')}>
        {(['long', 'short'] as const).map((side) => (
          <button
            key={side}
            type="button"
            role="radio"
            aria-checked={direction === side}
            className={`${styles.sideButton} ${direction === side ? (side === 'long' ? styles.sideLong : styles.sideShort) : ''}`}
            onClick={() => setDirection(side)}
            data-testid={`contract-side-${side}`}
          >
            {t(side === 'long' ? 'form.long' : 'form.short')}
          </button>
        ))}
      </div>

      <div className={styles.typeRow}>
        {(['market', 'limit'] as const).map((type) => (
          <button
            key={type}
            type="button"
            aria-pressed={orderType === type}
            className={`${styles.typeButton} ${orderType === type ? styles.typeActive : ''}`}
            onClick={() => setOrderType(type)}
            data-testid={`contract-type-${type}`}
          >
            {t(type === 'market' ? 'form.market' : 'form.limit')}
          </button>
        ))}
      </div>

      {orderType === 'limit' ? (
        <PriceField
          label={t('form.limitPrice')}
          value={limitPrice}
          onChange={setLimitPrice}
          placeholder={t('form.limitPlaceholder', { price: priceText(markPrice, decimals) })}
          error={tried || limitPrice !== '' ? problemText(priceProblem) : null}
          testId="contract-limit-price"
        />
      ) : (
        <div className={styles.marketPriceBox} data-testid="contract-market-price">
          <span>{t('form.atMarket')}</span>
          <span className={styles.muted}>≈ {priceText(markPrice, decimals)}</span>
        </div>
      )}

      <div>
        <div className={styles.fieldLabel}>{t('form.multiple')}</div>
        <div className={styles.chips} role="radiogroup" aria-label={t('form.multiple')}>
          {deal.multiples.map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={value === multiple}
              className={`${styles.chip} ${value === multiple ? styles.chipActive : ''}`}
              onClick={() => setMultiple(value)}
              data-testid={`contract-multiple-${value}`}
            >
              {value}x
            </button>
          ))}
        </div>
      </div>

      <div>
        <div className={styles.fieldLabel}>{t('form.lots')}</div>
        <div className={styles.lotsRow}>
          <Stepper
            className={styles.stepper}
            min={1}
            max={Math.max(deal.lots_max, 1)}
            step={1}
            digits={0}
            value={lots}
            onChange={(value) => setLots(Number.isFinite(value) ? Math.round(value) : 1)}
            data-testid="contract-lots"
          />
          <span className={styles.lotsHint}>
            = {fromAtoms(toAtoms(deal.lot_size) * BigInt(lots))} {base}
          </span>
        </div>
        <div className={styles.fieldHint}>{t('form.lotSize', { size: deal.lot_size, base, max: deal.lots_max })}</div>
      </div>

      <Checkbox className={styles.stopsToggle} checked={stopsOn} onChange={setStopsOn} data-testid="contract-stops-toggle">
        {t('form.stops')}
      </Checkbox>
      {stopsOn ? (
        <div className={styles.stopsFields}>
          <PriceField
            label={t('stops.profit')}
            value={takeProfit}
            onChange={setTakeProfit}
            placeholder={t(direction === 'long' ? 'stops.above' : 'stops.below', { price: reference || '—' })}
            error={showError(takeProfit, profitProblem)}
            testId="contract-take-profit"
          />
          <PriceField
            label={t('stops.loss')}
            value={stopLoss}
            onChange={setStopLoss}
            placeholder={t(direction === 'long' ? 'stops.below' : 'stops.above', { price: reference || '—' })}
            error={showError(stopLoss, lossProblem)}
            testId="contract-stop-loss"
          />
        </div>
      ) : null}

      <dl className={styles.preview} data-testid="contract-preview">
        <PreviewLine
          label={t('preview.notional')}
          value={preview ? `${usdtText(preview.notionalAtoms)} USDT` : '—'}
          testId="preview-notional"
        />
        <PreviewLine label={t('preview.margin')} value={preview ? `${usdtText(preview.marginAtoms)} USDT` : '—'} testId="preview-margin" />
        <PreviewLine label={t('preview.fee')} value={preview ? `${usdtText(preview.feeAtoms)} USDT` : '—'} testId="preview-fee" />
        <PreviewLine
          label={t('preview.liquidation')}
          value={preview?.liquidationAtoms ? formatAtoms(preview.liquidationAtoms) : '—'}
          testId="preview-liquidation"
          tone="var(--adm-color-warning)"
        />
      </dl>
      <div className={styles.availableRow}>
        <span className={styles.muted}>{t('form.available')}</span>
        <span className={balanceProblem && tried ? styles.availableShort : undefined} data-testid="contract-available">
          {usdtText(deal.available)} {deal.margin_coin}
        </span>
        <button type="button" className={styles.transferLink} onClick={() => navigate(PATHS.fundTransfer)} data-testid="contract-transfer">
          {t('form.transfer')}
          <RightOutline />
        </button>
      </div>
      {tried && balanceProblem ? <p className="form-field__error">{problemText(balanceProblem)}</p> : null}

      <Button
        block
        size="large"
        className={styles.submit}
        style={{ '--background-color': direction === 'long' ? 'var(--app-color-up)' : 'var(--app-color-down)', '--text-color': '#fff' }}
        loading={submit.isPending}
        disabled={submit.isPending}
        onClick={onSubmit}
        data-testid="contract-submit"
      >
        {t(direction === 'long' ? 'form.openLong' : 'form.openShort', { multiple })}
      </Button>
      <RiskNotice visible={noticeOpen} overnightFeeRate={deal.overnight_fee_rate} onAccept={accept} onClose={() => setNoticeOpen(false)} />
    </section>
  );
}

function PreviewLine({ label, value, testId, tone }: { label: string; value: string; testId: string; tone?: string }) {
  return (
    <div className={styles.previewLine}>
      <dt>{label}</dt>
      <dd style={tone ? { color: tone } : undefined} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
