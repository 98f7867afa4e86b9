// The top of the contract screen: the market (tap to switch, every market including the US index),
// its live mark price in the colour of the 24 h change, and the change itself.
import { useState } from 'react';
import { Popup } from 'antd-mobile';
import { CheckOutline, DownFill, UnorderedListOutline } from 'antd-mobile-icons';
import { formatPercent } from '@platform/shared/format';
import type { TQuote } from '@platform/shared/schemas/market';
import { navigate } from '../../../lib/hash-location.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { PATHS } from '../../../lib/paths.ts';
import { priceText } from '../utils/format.ts';
import styles from '../contract.module.css';

function changeColor(change: string | undefined): string {
  if (!change || /^-?0(\.0*)?$/.test(change)) return 'var(--app-text)';
  return change.startsWith('-') ? 'var(--app-color-down)' : 'var(--app-color-up)';
}

type Props = {
  symbol: string;
  quote: TQuote | undefined;
  mark: string | null;
  priceDecimals: number | undefined;
  quotes: readonly TQuote[];
  onPick: (symbol: string) => void;
  /** Where the orders button leads; none when signed out. */
  showOrders: boolean;
};

export function MarketBar({ symbol, quote, mark, priceDecimals, quotes, onPick, showOrders }: Props) {
  const { t } = useTranslation('contract');
  const [picking, setPicking] = useState(false);
  const isIndex = quote?.category === 'index';
  return (
    <section className={styles.marketBar}>
      <div className={styles.marketTop}>
        <button type="button" className={styles.marketButton} onClick={() => setPicking(true)} data-testid="contract-market">
          <span className={styles.marketSymbol}>{symbol}</span>
          <span className={styles.marketKind}>{t(isIndex ? 'market.index' : 'market.perpetual')}</span>
          <DownFill className={styles.marketCaret} />
        </button>
        {showOrders ? (
          <button
            type="button"
            className={styles.iconLink}
            onClick={() => navigate(isIndex ? `${PATHS.contractOrder}?category=index` : PATHS.contractOrder)}
            aria-label={t('orders.title')}
            data-testid="contract-orders-link"
          >
            <UnorderedListOutline />
          </button>
        ) : null}
      </div>
      <div className={styles.priceRow}>
        <span className={styles.markPrice} style={{ color: changeColor(quote?.change) }} data-testid="contract-mark-price">
          {priceText(mark, priceDecimals)}
        </span>
        <span className={styles.changeText} style={{ color: changeColor(quote?.change) }} data-testid="contract-change">
          {quote ? formatPercent(quote.change) : '—'}
        </span>
      </div>
      <div className={styles.priceLabel}>
        {t('market.markPrice')} · {t('market.change24h')}
      </div>
      <Popup
        visible={picking}
        onMaskClick={() => setPicking(false)}
        onClose={() => setPicking(false)}
        bodyClassName={styles.sheet}
        destroyOnClose
      >
        <div data-testid="contract-market-sheet">
          <h2 className={styles.sheetTitle}>{t('market.choose')}</h2>
          <ul className="option-list">
            {quotes.map((item) => (
              <li key={item.symbol}>
                <button
                  type="button"
                  className="option-list__item"
                  onClick={() => {
                    setPicking(false);
                    onPick(item.symbol);
                  }}
                  data-testid={`contract-market-${item.symbol}`}
                >
                  <span className="option-list__main">
                    {item.symbol}
                    {item.category === 'index' ? <span className={styles.indexTag}>{t('market.index')}</span> : null}
                  </span>
                  <span className="option-list__side">{priceText(item.price, item.price_decimals)}</span>
                  <span className={styles.sheetChange} style={{ color: changeColor(item.change) }}>
                    {formatPercent(item.change)}
                  </span>
                  <span className="option-list__check">{item.symbol === symbol ? <CheckOutline /> : null}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      </Popup>
    </section>
  );
}
