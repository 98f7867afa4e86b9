// The parts of the spot form: the buy/sell switch, limit or market, the price and amount fields
// with their messages, the available balance with the way to fund it, and a visitor's login button.
import { useState, type ReactNode } from 'react';
import { ActionSheet, Button } from 'antd-mobile';
import { AddCircleOutline } from 'antd-mobile-icons';
import { cleanAmountInput, formatCoin } from '../../../lib/coin-amounts.ts';
import { navigate, useHashRoute } from '../../../lib/hash-location.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { PATHS } from '../../../lib/paths.ts';
import { stepPrice, type OrderType, type Side } from '../utils/order-math.ts';
import styles from './spot.module.css';

export function SideSwitch({ side, onChange }: { side: Side; onChange: (side: Side) => void }) {
  const { t } = useTranslation('spot');
  const activeClass = { buy: styles.sideBuyActive, sell: styles.sideSellActive };
  return (
    <div className={styles.sides} role="group" aria-label={t('form.side')}>
      {(['buy', 'sell'] as const).map((item) => (
        <button
          key={item}
          type="button"
          className={`${styles.side} ${side === item ? activeClass[item] : ''}`}
          aria-pressed={side === item}
          onClick={() => item !== side && onChange(item)}
          data-testid={`spot-side-${item}`}
        >
          {t(`form.${item}`)}
        </button>
      ))}
    </div>
  );
}

export function TypeSwitch({ orderType, onChange }: { orderType: OrderType; onChange: (orderType: OrderType) => void }) {
  const { t } = useTranslation('spot');
  return (
    <div className={styles.types} role="group" aria-label={t('form.orderType')}>
      {(['limit', 'market'] as const).map((item) => (
        <button
          key={item}
          type="button"
          className={`${styles.type} ${orderType === item ? styles.typeActive : ''}`}
          aria-pressed={orderType === item}
          onClick={() => item !== orderType && onChange(item)}
          data-testid={`spot-type-${item}`}
        >
          {t(`form.${item}`)}
        </button>
      ))}
    </div>
  );
}

function FieldBlock({ id, label, error, children }: { id: string; label: string; error: string | null; children: ReactNode }) {
  return (
    <div className={styles.fieldBlock}>
      <label className={styles.fieldLabel} htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <p className={styles.fieldError} role="alert" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A limit price with one-step buttons either side; a market order shows that it takes the best price. */
export function PriceField({
  orderType,
  price,
  onChange,
  priceDecimals,
  quote,
  error,
}: {
  orderType: OrderType;
  price: string;
  onChange: (price: string) => void;
  priceDecimals: number;
  quote: string;
  error: string | null;
}) {
  const { t } = useTranslation('spot');
  if (orderType === 'market') {
    return (
      <FieldBlock id="spot-price" label={t('form.price', { coin: quote })} error={null}>
        <div className={styles.field}>
          <span id="spot-price" className={styles.fieldStatic} data-testid="spot-price-market">
            {t('form.marketPrice')}
          </span>
        </div>
      </FieldBlock>
    );
  }
  return (
    <FieldBlock id="spot-price" label={t('form.price', { coin: quote })} error={error}>
      <div className={`${styles.field} ${error ? styles.fieldInvalid : ''}`}>
        <button
          type="button"
          className={styles.fieldStep}
          onClick={() => onChange(stepPrice(price, -1, priceDecimals))}
          aria-label={t('form.priceDown')}
        >
          −
        </button>
        <input
          id="spot-price"
          className={styles.fieldInput}
          inputMode="decimal"
          autoComplete="off"
          value={price}
          onChange={(event) => onChange(cleanAmountInput(event.target.value))}
          aria-invalid={Boolean(error)}
          data-testid="spot-price"
        />
        <button
          type="button"
          className={styles.fieldStep}
          onClick={() => onChange(stepPrice(price, 1, priceDecimals))}
          aria-label={t('form.priceUp')}
        >
          +
        </button>
      </div>
    </FieldBlock>
  );
}

/** The base amount, or for a market buy the quote total to spend (the label says which). */
export function AmountField({
  byTotal,
  amount,
  onChange,
  base,
  quote,
  error,
}: {
  byTotal: boolean;
  amount: string;
  onChange: (amount: string) => void;
  base: string;
  quote: string;
  error: string | null;
}) {
  const { t } = useTranslation('spot');
  return (
    <FieldBlock id="spot-amount" label={byTotal ? t('form.totalToSpend', { coin: quote }) : t('form.amount', { coin: base })} error={error}>
      <div className={`${styles.field} ${error ? styles.fieldInvalid : ''}`}>
        <input
          id="spot-amount"
          className={styles.fieldInput}
          inputMode="decimal"
          autoComplete="off"
          placeholder={byTotal ? t('form.totalPlaceholder') : t('form.amountPlaceholder')}
          value={amount}
          onChange={(event) => onChange(cleanAmountInput(event.target.value))}
          aria-invalid={Boolean(error)}
          data-testid="spot-amount"
        />
        <span className={styles.fieldUnit}>{byTotal ? quote : base}</span>
      </div>
    </FieldBlock>
  );
}

/** What the spot account holds of the coin an order spends, and the way to deposit or transfer more. */
export function AvailableLine({ available, coin }: { available: string | null; coin: string }) {
  const { t } = useTranslation('spot');
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.figure}>
      <span>{t('form.available')}</span>
      <button type="button" className={styles.availableLink} onClick={() => setOpen(true)} data-testid="spot-available">
        {available === null ? '--' : `${formatCoin(available, coin)} ${coin}`}
        <AddCircleOutline aria-label={t('form.fund')} />
      </button>
      <ActionSheet
        visible={open}
        onClose={() => setOpen(false)}
        cancelText={t('form.cancel')}
        actions={[
          { key: 'deposit', text: t('form.deposit', { coin }), onClick: () => navigate(`${PATHS.fundSelect}?action=deposit`) },
          { key: 'transfer', text: t('form.transfer'), onClick: () => navigate(PATHS.fundTransfer) },
        ]}
      />
    </div>
  );
}

export function LoginButton() {
  const { t } = useTranslation('spot');
  const from = useHashRoute();
  return (
    <Button
      block
      color="primary"
      className={styles.submit}
      onClick={() => navigate(PATHS.login, { state: { from } })}
      data-testid="spot-login"
    >
      {t('form.login')}
    </Button>
  );
}
