import { Link } from 'wouter';
import { formatCompact } from '@platform/shared/format';
import type { TQuote } from '@platform/shared/schemas/market';
import { useTranslation } from '../../../lib/i18n.ts';
import { marketDetailPath } from '../../../lib/paths.ts';
import { pairParts } from '../utils/format-quote.ts';
import { ChangeChip } from './change-chip.tsx';
import { FavoriteStar } from './favorite-star.tsx';
import { FiatEquivalent } from './fiat-equivalent.tsx';
import { FlashPrice } from './flash-price.tsx';
import styles from './market.module.css';

type Props = {
  quote: TQuote;
  favorite: boolean;
  /** Test ids are `<prefix>-row-<BASE>`, `<prefix>-price-<BASE>`, `<prefix>-fav-<BASE>`. */
  testIdPrefix: 'market' | 'search' | 'search-all';
  onOpen?: (quote: TQuote) => void;
};

/** One market: star, pair and volume, live price with its fiat equivalent, 24 h change. */
export function QuoteRow({ quote, favorite, testIdPrefix, onOpen }: Props) {
  const { t } = useTranslation('market');
  const { base, quote: counter } = pairParts(quote);
  return (
    <div className={styles.row} data-testid={`${testIdPrefix}-row-${base}`}>
      <FavoriteStar quote={quote} favorite={favorite} testId={`${testIdPrefix}-fav-${base}`} />
      <Link to={marketDetailPath(quote.symbol)} className={styles.rowLink} onClick={() => onOpen?.(quote)}>
        <div className={styles.pairBlock}>
          <div className={styles.pair}>
            {base}
            {counter ? <span className={styles.pairQuote}>/{counter}</span> : null}
          </div>
          <div className={styles.sub}>
            {t('volumeShort', { value: formatCompact(quote.volume) })}
            {quote.name && quote.name !== base ? ` · ${quote.name}` : ''}
          </div>
        </div>
        <div className={styles.priceBlock}>
          <FlashPrice price={quote.price} priceDecimals={quote.price_decimals} testId={`${testIdPrefix}-price-${base}`} />
          <FiatEquivalent usd={quote.price} />
        </div>
        <ChangeChip change={quote.change} />
      </Link>
    </div>
  );
}
