// Market search (SPEC.md section 2, /pages/market/search): a 32px search box debounced 500 ms,
// results with stars, recent searches kept on the device.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { DotLoading } from 'antd-mobile';
import { CloseCircleFill, CloseCircleOutline, DeleteOutline, SearchOutline } from 'antd-mobile-icons';
import { DEBOUNCE_MS, SEARCH_BOX_HEIGHT_PX } from '@platform/shared/constants';
import type { TQuote } from '@platform/shared/schemas/market';
import { goBack } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useLiveQuotation } from '../../lib/live-quotation.ts';
import { useMarketSearch } from './api/search.ts';
import { useFavorites } from './api/favorites.ts';
import { ListSkeleton, ListState } from './components/list-state.tsx';
import { QuoteColumns } from './components/quote-columns.tsx';
import { QuoteRow } from './components/quote-row.tsx';
import { clearRecentSearches, readRecentSearches, rememberSearch } from './utils/recent-searches.ts';
import marketStyles from './components/market.module.css';
import styles from './search-page.module.css';

/** The server's limit on a keyword (ZMarketSearchRequest). */
const KEYWORD_LENGTH_MAX = 20;

export default function SearchPage() {
  const { t } = useTranslation('market');
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const [recent, setRecent] = useState(readRecentSearches);

  useEffect(() => {
    const timer = window.setTimeout(() => setKeyword(input.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [input]);

  const searchNow = (text: string) => {
    setInput(text);
    setKeyword(text.trim());
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    searchNow(input);
    setRecent(rememberSearch(input));
    (document.activeElement as HTMLElement | null)?.blur();
  };

  return (
    <div className={`${marketStyles.page} ${styles.page}`}>
      <form className={styles.bar} onSubmit={onSubmit} role="search">
        <label className={styles.box} style={{ height: SEARCH_BOX_HEIGHT_PX }}>
          <SearchOutline className={styles.boxIcon} />
          <input
            className={styles.input}
            type="search"
            enterKeyHint="search"
            autoFocus
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={KEYWORD_LENGTH_MAX}
            placeholder={t('search.placeholder')}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            data-testid="search-input"
            aria-label={t('search.placeholder')}
          />
          {input ? (
            <button type="button" className={styles.clear} onClick={() => searchNow('')} aria-label={t('search.clearInput')}>
              <CloseCircleFill />
            </button>
          ) : null}
        </label>
        <button type="button" className={styles.cancel} onClick={() => goBack(PATHS.market)}>
          {t('search.cancel')}
        </button>
      </form>
      {keyword ? (
        <SearchResults keyword={keyword} onOpen={() => setRecent(rememberSearch(keyword))} />
      ) : (
        <>
          <RecentSearches recent={recent} onPick={searchNow} onClear={() => setRecent(clearRecentSearches())} />
          <AllMarkets />
        </>
      )}
    </div>
  );
}

function RecentSearches({ recent, onPick, onClear }: { recent: string[]; onPick: (text: string) => void; onClear: () => void }) {
  const { t } = useTranslation('market');
  if (recent.length === 0) return null;
  return (
    <section className={styles.section} data-testid="search-recent">
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{t('search.recent')}</h2>
        <button type="button" className={marketStyles.iconButton} onClick={onClear} aria-label={t('search.clearRecent')}>
          <DeleteOutline />
        </button>
      </div>
      <div className={styles.chips}>
        {recent.map((text) => (
          <button key={text} type="button" className={styles.chip} onClick={() => onPick(text)}>
            {text}
          </button>
        ))}
      </div>
    </section>
  );
}

/** Before anything is typed: every market, so a user can also just pick one. */
function AllMarkets() {
  const { t } = useTranslation('market');
  const quotation = useLiveQuotation();
  const favoriteIds = useFavoriteIdSet();
  if (quotation.isPending) return <ListSkeleton rows={5} />;
  if (!quotation.data) return null;
  return (
    <section className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{t('search.allMarkets')}</h2>
      </div>
      <QuoteColumns />
      {quotation.data.quotes.map((quote) => (
        <QuoteRow key={quote.id} quote={quote} favorite={favoriteIds.has(quote.id)} testIdPrefix="search-all" />
      ))}
    </section>
  );
}

function SearchResults({ keyword, onOpen }: { keyword: string; onOpen: (quote: TQuote) => void }) {
  const { t } = useTranslation('market');
  const search = useMarketSearch(keyword);
  const quotation = useLiveQuotation();
  const favoriteIds = useFavoriteIdSet();
  // Results are a snapshot; show each market's live quote when the socket has one.
  const results = useMemo(() => {
    const live = new Map((quotation.data?.quotes ?? []).map((quote) => [quote.id, quote]));
    return (search.data ?? []).map((quote) => live.get(quote.id) ?? quote);
  }, [search.data, quotation.data]);

  if (search.isPending) return <ListSkeleton rows={3} />;
  if (search.isError && !search.data) {
    return (
      <ListState
        icon={<CloseCircleOutline />}
        title={t('error')}
        action={{ label: t('retry'), onClick: () => void search.refetch() }}
        testId="search-error"
      />
    );
  }
  if (results.length === 0) {
    return (
      <ListState
        icon={<SearchOutline />}
        title={t('search.noResults')}
        hint={t('search.noResultsHint', { keyword })}
        testId="search-empty"
      />
    );
  }
  return (
    <section className={styles.section} aria-live="polite">
      {search.isFetching ? (
        <div className={styles.fetching}>
          <DotLoading color="currentColor" />
        </div>
      ) : null}
      <QuoteColumns />
      {results.map((quote) => (
        <QuoteRow key={quote.id} quote={quote} favorite={favoriteIds.has(quote.id)} testIdPrefix="search" onOpen={onOpen} />
      ))}
    </section>
  );
}

function useFavoriteIdSet(): Set<number> {
  const favorites = useFavorites();
  return useMemo(() => new Set((favorites.data ?? []).map((quote) => quote.id)), [favorites.data]);
}
