import { useState } from 'react';
import { Link } from 'wouter';
import { Skeleton } from 'antd-mobile';
import { formatAmount, formatPercent, formatPrice } from '@platform/shared/format';
import { ATOMS_PER_UNIT, toAtoms } from '@platform/shared/money';
import type { TQuote } from '@platform/shared/schemas/market';
import { useFiat } from '../../../lib/fiat.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { PATHS, marketDetailPath } from '../../../lib/paths.ts';
import { colorOfChange, rankByChange, type Ranking } from '../utils/home-links.ts';
import styles from './home.module.css';

/** The three markets of the top cards, by base. */
const TOP_BASES = ['BTC', 'ETH', 'US500'] as const;
const RANKED_MAX = 10;
const RANKINGS: readonly Ranking[] = ['gainers', 'losers'];
const PRICE_DECIMALS_MAX = 8;

const priceText = (quote: TQuote) =>
  Number.isInteger(quote.price_decimals) && quote.price_decimals >= 0 && quote.price_decimals <= PRICE_DECIMALS_MAX
    ? formatAmount(quote.price, quote.price_decimals)
    : formatPrice(quote.price);

/** Two decimals as money usually shows, more for amounts under one unit so they do not read 0.00. */
function fiatText(value: string): string {
  try {
    const atoms = toAtoms(value);
    return (atoms < 0n ? -atoms : atoms) >= ATOMS_PER_UNIT ? formatAmount(value, 2) : formatPrice(value);
  } catch {
    return value;
  }
}

/** Three cards: BTC, ETH and the US 500 index, live. */
export function TopQuotes({ quotes, loading }: { quotes: TQuote[] | undefined; loading: boolean }) {
  if (loading) {
    return (
      <div className={styles.cards}>
        {TOP_BASES.map((base) => (
          <Skeleton key={base} animated className={styles.cardSkeleton} />
        ))}
      </div>
    );
  }
  const top = TOP_BASES.map((base) => quotes?.find((quote) => quote.base === base)).filter((quote): quote is TQuote => quote !== undefined);
  if (top.length === 0) return null;
  return (
    <div className={styles.cards}>
      {top.map((quote) => {
        const color = colorOfChange(quote.change);
        return (
          <Link key={quote.id} to={marketDetailPath(quote.symbol)} className={styles.card} data-testid={`home-card-${quote.base}`}>
            <span className={styles.cardPair}>{quote.symbol}</span>
            <span className={styles.cardPrice} style={{ color }} data-testid={`home-price-${quote.base}`}>
              {priceText(quote)}
            </span>
            <span className={styles.cardChange} style={{ color }}>
              {formatPercent(quote.change)}
            </span>
          </Link>
        );
      })}
    </div>
  );
}

/** The markets that rose (or fell) most in 24 h, live, with the display-fiat equivalent. */
export function GainersList({
  quotes,
  loading,
  failed,
  onRetry,
}: {
  quotes: TQuote[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('market');
  const { symbol: fiatSymbol, convert } = useFiat();
  const [ranking, setRanking] = useState<Ranking>('gainers');
  const ranked = rankByChange(quotes ?? [], ranking).slice(0, RANKED_MAX);

  let body;
  if (loading) {
    body = Array.from({ length: 4 }, (_, index) => <Skeleton key={index} animated className={styles.rowSkeleton} />);
  } else if (failed) {
    body = (
      <div className={styles.inlineState}>
        <span>{t('error')}</span>
        <button type="button" className={styles.textButton} onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (ranked.length === 0) {
    body = <div className={styles.inlineState}>{t(ranking === 'gainers' ? 'home.noGainers' : 'home.noLosers')}</div>;
  } else {
    body = ranked.map((quote) => (
      <Link key={quote.id} to={marketDetailPath(quote.symbol)} className={styles.gainer} data-testid={`home-gainer-${quote.base}`}>
        <span className={styles.gainerPair}>
          <span className={styles.gainerBase}>{quote.base}</span>
          <span className={styles.gainerQuote}>/{quote.quote}</span>
          <span className={styles.gainerName}>{quote.name}</span>
        </span>
        <span className={styles.gainerPrice}>
          <span className={styles.gainerLast}>{priceText(quote)}</span>
          <span className={styles.gainerFiat}>
            ≈ {fiatSymbol}
            {fiatText(convert(quote.price))}
          </span>
        </span>
        <span className={styles.gainerChip} style={{ background: colorOfChange(quote.change) }}>
          {formatPercent(quote.change)}
        </span>
      </Link>
    ));
  }

  return (
    <section className={styles.section} data-testid="home-gainers">
      <div className={styles.sectionHead}>
        <div className={styles.rankTabs} role="tablist">
          {RANKINGS.map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={ranking === key}
              className={`${styles.rankTab} ${ranking === key ? styles.rankTabActive : ''}`}
              onClick={() => setRanking(key)}
              data-testid={`home-rank-${key}`}
            >
              {t(`home.${key}`)}
            </button>
          ))}
        </div>
        <Link to={PATHS.market} className={styles.sectionLink}>
          {t('home.allMarkets')}
        </Link>
      </div>
      {body}
    </section>
  );
}
