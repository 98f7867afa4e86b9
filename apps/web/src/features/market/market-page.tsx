// Market list (SPEC.md section 2, /pages/market/market): favourites, crypto and US index tabs,
// live prices from the `quotes` socket event, a star per row, search in the header.
import { useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { Tabs } from 'antd-mobile';
import { CloseCircleOutline, SearchOutline, StarOutline, UserOutline } from 'antd-mobile-icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { MARKET_CATEGORIES, type MarketCategory } from '@platform/shared/market-rules';
import type { TQuotationResponse, TQuote } from '@platform/shared/schemas/market';
import { navigate, useHashRoute } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useLiveQuotation } from '../../lib/live-quotation.ts';
import { useFavorites } from './api/favorites.ts';
import { ListSkeleton, ListState } from './components/list-state.tsx';
import { QuoteColumns } from './components/quote-columns.tsx';
import { QuoteRow } from './components/quote-row.tsx';
import { SimulatedNote } from './components/simulated-note.tsx';
import styles from './components/market.module.css';

const TABS = ['favorites', ...MARKET_CATEGORIES] as const;
type Tab = (typeof TABS)[number];
const TAB_DEFAULT: Tab = 'crypto';
const TAB_TEST_IDS: Record<Tab, string> = { favorites: 'market-tab-favorites', crypto: 'market-tab-crypto', index: 'market-tab-index' };

const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

export default function MarketPage() {
  const { t } = useTranslation('market');
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : TAB_DEFAULT;

  const quotation = useLiveQuotation();

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => navigate(PATHS.marketSearch)}
          aria-label={t('search.open')}
          data-testid="market-search-button"
        >
          <SearchOutline />
        </button>
      </header>
      <Tabs
        className={styles.tabs}
        activeKey={tab}
        onChange={(key) => setParams(key === TAB_DEFAULT ? {} : { tab: key }, { replace: true })}
        activeLineMode="fixed"
        style={{ '--fixed-active-line-width': '20px' }}
      >
        {TABS.map((key) => (
          <Tabs.Tab key={key} title={<span data-testid={TAB_TEST_IDS[key]}>{t(`tabs.${key}`)}</span>} />
        ))}
      </Tabs>
      <SimulatedNote source={quotation.data?.source} />
      {tab === 'favorites' ? <FavoritesTab liveQuotes={quotation.data?.quotes} /> : <CategoryTab category={tab} quotation={quotation} />}
    </div>
  );
}

function CategoryTab({ category, quotation }: { category: MarketCategory; quotation: UseQueryResult<TQuotationResponse> }) {
  const { t } = useTranslation('market');
  const favorites = useFavorites();
  const favoriteIds = useMemo(() => new Set((favorites.data ?? []).map((quote) => quote.id)), [favorites.data]);
  const quotes = useMemo(() => (quotation.data?.quotes ?? []).filter((quote) => quote.category === category), [quotation.data, category]);

  if (quotation.isPending) return <ListSkeleton />;
  if (quotation.isError && !quotation.data) {
    return (
      <ListState
        icon={<CloseCircleOutline />}
        title={t('error')}
        action={{ label: t('retry'), onClick: () => void quotation.refetch() }}
        testId="market-error"
      />
    );
  }
  if (quotes.length === 0) return <ListState title={t('empty')} testId="market-empty" />;
  return (
    <section>
      <QuoteColumns />
      {quotes.map((quote) => (
        <QuoteRow key={quote.id} quote={quote} favorite={favoriteIds.has(quote.id)} testIdPrefix="market" />
      ))}
    </section>
  );
}

function FavoritesTab({ liveQuotes }: { liveQuotes: TQuote[] | undefined }) {
  const { t } = useTranslation('market');
  const from = useHashRoute();
  const token = useSession((state) => state.token);
  const favorites = useFavorites();
  // The favourites answer is a snapshot; show the live quote of each favourite when we have it.
  const quotes = useMemo(() => {
    const live = new Map((liveQuotes ?? []).map((quote) => [quote.id, quote]));
    return (favorites.data ?? []).map((quote) => live.get(quote.id) ?? quote);
  }, [favorites.data, liveQuotes]);

  if (!token) {
    return (
      <ListState
        icon={<UserOutline />}
        title={t('favorites.loggedOut')}
        action={{
          label: t('favorites.login'),
          onClick: () => navigate(PATHS.login, { state: { from } }),
        }}
        testId="favorites-logged-out"
      />
    );
  }
  if (favorites.isPending) return <ListSkeleton rows={3} />;
  if (favorites.isError && !favorites.data) {
    return (
      <ListState
        icon={<CloseCircleOutline />}
        title={t('error')}
        action={{ label: t('retry'), onClick: () => void favorites.refetch() }}
        testId="favorites-error"
      />
    );
  }
  if (quotes.length === 0) {
    return <ListState icon={<StarOutline />} title={t('favorites.empty')} hint={t('favorites.emptyHint')} testId="favorites-empty" />;
  }
  return (
    <section>
      <QuoteColumns />
      {quotes.map((quote) => (
        <QuoteRow key={quote.id} quote={quote} favorite testIdPrefix="market" />
      ))}
    </section>
  );
}
