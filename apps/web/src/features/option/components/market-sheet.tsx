// The market switcher: every market options can be bought on (the crypto pairs and US500/USD),
// with its live price and 24 h change.
import { Popup } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { formatPercent } from '@platform/shared/format';
import { isDecimal, toAtoms } from '@platform/shared/money';
import type { TQuote } from '@platform/shared/schemas/market';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatOptionPrice } from '../utils/display.ts';
import styles from './option.module.css';

type Props = {
  visible: boolean;
  quotes: readonly TQuote[];
  current: string | null;
  onSelect: (symbol: string) => void;
  onClose: () => void;
};

function changeClass(change: string): string {
  if (!isDecimal(change)) return styles.level ?? '';
  const atoms = toAtoms(change);
  return (atoms > 0n ? styles.up : atoms < 0n ? styles.down : styles.level) ?? '';
}

export function MarketSheet({ visible, quotes, current, onSelect, onClose }: Props) {
  const { t } = useTranslation('option');
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <div data-testid="option-market-sheet">
        <div className={styles.sheetGrip} />
        <h2 className={styles.sheetTitle}>{t('market.choose')}</h2>
        <div className={styles.marketList}>
          {quotes.map((quote) => (
            <button
              key={quote.symbol}
              type="button"
              className={styles.marketRow}
              onClick={() => {
                onSelect(quote.symbol);
                onClose();
              }}
              data-testid={`option-market-${quote.symbol}`}
            >
              <span className={styles.marketRowMain}>
                <strong className={quote.symbol === current ? styles.marketRowActive : undefined}>{quote.symbol}</strong>
                <span className={styles.marketRowName}>
                  {quote.name}
                  {quote.category === 'index' ? ` · ${t('market.index')}` : ''}
                </span>
              </span>
              <span className={styles.marketRowPrice}>
                {formatOptionPrice(quote.price, quote.price_decimals)}
                <span className={`${styles.marketRowChange} ${changeClass(quote.change)}`}>
                  {isDecimal(quote.change) ? formatPercent(quote.change) : '—'}
                </span>
              </span>
              <span className="option-list__check">{quote.symbol === current ? <CheckOutline /> : null}</span>
            </button>
          ))}
        </div>
      </div>
    </Popup>
  );
}
