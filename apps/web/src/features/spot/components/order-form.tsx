// The buy/sell form of one pair: side, limit or market, the price (prefilled with the last price;
// a tapped book level replaces it), the amount (the USDT total for a market buy), a slider for a
// share of the available balance, the total, the available balance with the way to fund it, and
// the submit button, or a login button for a visitor. Wrong input is explained under its field and
// nothing is sent.
import { formatRate } from '@platform/shared/format';
import { useState } from 'react';
import { Button, Slider, Toast } from 'antd-mobile';
import { SCALE_DIGITS } from '@platform/shared/money';
import type { TQuote } from '@platform/shared/schemas/market';
import { ZCoinTradeRequest, type TCoinTradeRequest } from '@platform/shared/schemas/spot';
import { SPOT_TAKER_FEE_PPM } from '@platform/shared/trading-rules';
import { validateFields } from '../../../lib/field-validation.ts';
import { textOf, useTranslation } from '../../../lib/i18n.ts';
import { useSubmissionKey } from '../../../lib/submission-key.ts';
import { availableOf, useSpotBalances } from '../api/balances.ts';
import { useSpotToken } from '../api/refresh.ts';
import { usePlaceOrder } from '../api/orders.ts';
import {
  amountForShare,
  checkOrder,
  fixedDecimals,
  shareOfAmount,
  type OrderProblem,
  type OrderType,
  type Side,
} from '../utils/order-math.ts';
import { estimateLine, placedText } from '../utils/order-texts.ts';
import { AmountField, AvailableLine, LoginButton, PriceField, SideSwitch, TypeSwitch } from './form-fields.tsx';
import styles from './spot.module.css';

const SLIDER_MARKS = { 0: '0', 25: '25%', 50: '50%', 75: '75%', 100: '100%' };
/** A fee in ppm as a percent ("0.1"): a rate for reading, not an amount. */
const TAKER_FEE_PERCENT = String(SPOT_TAKER_FEE_PPM / 10_000);

/** A level tapped in the book; a new object each tap, so tapping the same price again counts. */
export type PickedPrice = { price: string };

type Props = {
  pair: TQuote;
  /** The market's quantity precision, when the book has said it. */
  amountDecimals: number | undefined;
  /** The precision a slider share is cut to: the market's, or what its book shows. */
  shareDecimals: number | undefined;
  picked: PickedPrice | null;
  initialSide: Side;
};

export function OrderForm({ pair, amountDecimals, shareDecimals, picked, initialSide }: Props) {
  const { t } = useTranslation('spot');
  const token = useSpotToken();
  const balances = useSpotBalances();
  const place = usePlaceOrder();
  const submission = useSubmissionKey();
  const [side, setSide] = useState<Side>(initialSide);
  const [orderType, setOrderType] = useState<OrderType>('limit');
  const [price, setPrice] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const [lastPick, setLastPick] = useState<PickedPrice | null>(null);

  const { base, quote, price_decimals: priceDecimals } = pair;
  const lastPrice = pair.price || null;
  // Prefilled once with the last price; after that the price is the user's (compared during render).
  if (price === null && lastPrice) setPrice(fixedDecimals(lastPrice, priceDecimals));
  if (picked && picked !== lastPick) {
    setLastPick(picked);
    setPrice(fixedDecimals(picked.price, priceDecimals));
    if (orderType === 'market') setOrderType('limit');
  }

  const priceText = price ?? '';
  const availableCoin = side === 'buy' ? quote : base;
  const available = token ? availableOf(balances.data, availableCoin) : null;
  const shareInput = {
    side,
    orderType,
    price: orderType === 'limit' ? priceText : (lastPrice ?? ''),
    available: available ?? '0',
    amountDecimals: shareDecimals ?? SCALE_DIGITS,
    priceDecimals,
  };
  const problem = checkOrder({
    side,
    orderType,
    price: priceText,
    amount,
    lastPrice,
    priceDecimals,
    amountDecimals: amountDecimals ?? SCALE_DIGITS,
    available,
    quoteCoin: quote,
  });
  const shown = tried ? problem : null;
  const errorOf = (field: OrderProblem['field']) => (shown?.field === field ? t(`texts:${shown.key}`, shown.params) : null);
  const estimate = estimateLine({ side, orderType, price: priceText, amount, lastPrice, base, quote }, t);

  // The amount means another coin (or a total) after either switch: start it again.
  const restart = () => {
    setAmount('');
    setTried(false);
  };

  const submit = () => {
    setTried(true);
    if (problem) {
      if (problem.field === 'form') Toast.show({ content: t(`texts:${problem.key}`, problem.params) });
      return;
    }
    const request: TCoinTradeRequest = {
      symbol: pair.symbol,
      type: side,
      order_type: orderType,
      target_price: orderType === 'limit' ? priceText.trim() : undefined,
      amount: amount.trim(),
    };
    const checked = validateFields(ZCoinTradeRequest, request);
    if ('errors' in checked) {
      Toast.show({ content: Object.values(checked.errors)[0] ?? textOf('parameter_error') });
      return;
    }
    place.mutate(
      { request, idempotencyKey: submission.keyFor(request) },
      {
        onSuccess: (result) => {
          submission.settle();
          restart();
          Toast.show({ content: placedText(result, t, priceDecimals) });
        },
        // The server's translated message was shown by the API client; the next try is a new attempt.
        onError: (error) => submission.settle(error),
      },
    );
  };

  return (
    <section className={styles.form} aria-label={t('form.title')} data-testid="spot-form">
      <SideSwitch
        side={side}
        onChange={(next) => {
          setSide(next);
          restart();
        }}
      />
      <TypeSwitch
        orderType={orderType}
        onChange={(next) => {
          setOrderType(next);
          restart();
        }}
      />
      <PriceField
        orderType={orderType}
        price={priceText}
        onChange={setPrice}
        priceDecimals={priceDecimals}
        quote={quote}
        error={errorOf('price')}
      />
      <AmountField
        byTotal={side === 'buy' && orderType === 'market'}
        amount={amount}
        onChange={setAmount}
        base={base}
        quote={quote}
        error={errorOf('amount')}
      />
      <div className={styles.slider} data-testid="spot-slider">
        <Slider
          min={0}
          max={100}
          step={1}
          ticks={false}
          marks={SLIDER_MARKS}
          disabled={available === null}
          value={shareOfAmount(amount, shareInput)}
          onChange={(value) => setAmount(amountForShare(typeof value === 'number' ? value : value[1], shareInput))}
          style={{ '--fill-color': side === 'buy' ? 'var(--app-color-up)' : 'var(--app-color-down)' }}
        />
      </div>
      <div className={styles.figure}>
        <span>{estimate.label}</span>
        <span data-testid="spot-total">{estimate.value}</span>
      </div>
      {token ? <AvailableLine available={available} coin={availableCoin} /> : null}
      <div className={styles.figure}>
        <span>{t('form.fee')}</span>
        <span className={styles.weak}>{formatRate(TAKER_FEE_PERCENT)}</span>
      </div>
      {errorOf('form') ? (
        <p className={styles.fieldError} role="alert" data-testid="spot-form-error">
          {errorOf('form')}
        </p>
      ) : null}
      {token ? (
        <Button
          block
          className={`${styles.submit} ${side === 'buy' ? styles.submitBuy : styles.submitSell}`}
          loading={place.isPending}
          disabled={place.isPending}
          onClick={submit}
          data-testid="spot-submit"
        >
          {side === 'buy' ? t('form.submitBuy', { coin: base }) : t('form.submitSell', { coin: base })}
        </Button>
      ) : (
        <LoginButton />
      )}
    </section>
  );
}
