// The pair in trade, its 24 h change, and a sheet of every spot pair with price and change to
// switch; on the right the way to the chart and to all orders.
import { useState } from 'react';
import { Popup } from 'antd-mobile';
import { DownFill, HistogramOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { formatPercent } from '@platform/shared/format';
import type { TQuote } from '@platform/shared/schemas/market';
import { navigate } from '../../../lib/hash-location.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { PATHS, marketDetailPath } from '../../../lib/paths.ts';
import { formatPriceAt, trendOf } from '../utils/display.ts';
import styles from './spot.module.css';

const CHIP_CLASS = { up: styles.chipUp, down: styles.chipDown, flat: styles.chipFlat } as const;
const TEXT_CLASS = { up: styles.up, down: styles.down, flat: styles.muted } as const;

export function PairBar({ pairs, pair, onSelect }: { pairs: readonly TQuote[]; pair: TQuote; onSelect: (symbol: string) => void }) {
  const { t } = useTranslation('spot');
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.pairBar}>
      <button
        type="button"
        className={styles.pairButton}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t('pair.choose')}
        data-testid="spot-pair"
      >
        <span>{pair.symbol}</span>
        <DownFill />
      </button>
      <span className={`${styles.pairChange} ${TEXT_CLASS[trendOf(pair.change)]}`} data-testid="spot-pair-change">
        {formatPercent(pair.change)}
      </span>
      <div className={styles.pairActions}>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => navigate(marketDetailPath(pair.symbol))}
          aria-label={t('pair.chart')}
          data-testid="spot-chart"
        >
          <HistogramOutline />
        </button>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => navigate(PATHS.currencyOrder)}
          aria-label={t('orders.all')}
          data-testid="spot-orders-link"
        >
          <UnorderedListOutline />
        </button>
      </div>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyClassName={styles.sheet} destroyOnClose>
        <div data-testid="spot-pair-sheet">
          <h2 className={styles.sheetTitle}>{t('pair.title')}</h2>
          <div className={styles.sheetHead}>
            <span>{t('pair.name')}</span>
            <span className={styles.pairPrice}>{t('pair.price')}</span>
            <span className={styles.pairPrice}>{t('pair.change')}</span>
          </div>
          <ul className={styles.list}>
            {pairs.map((item) => (
              <li key={item.symbol}>
                <button
                  type="button"
                  className={`${styles.pairRow} ${item.symbol === pair.symbol ? styles.pairRowActive : ''}`}
                  aria-current={item.symbol === pair.symbol}
                  onClick={() => {
                    setOpen(false);
                    onSelect(item.symbol);
                  }}
                  data-testid={`spot-pair-option-${item.base}`}
                >
                  <span>
                    <span className={styles.pairName}>
                      {item.base}
                      <span className={styles.pairQuote}> /{item.quote}</span>
                    </span>
                    <span className={styles.pairFullName}>{item.name}</span>
                  </span>
                  <span className={`${styles.pairPrice} ${TEXT_CLASS[trendOf(item.change)]}`}>
                    {formatPriceAt(item.price, item.price_decimals)}
                  </span>
                  <span className={`${styles.chip} ${CHIP_CLASS[trendOf(item.change)]}`}>{formatPercent(item.change)}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      </Popup>
    </div>
  );
}
