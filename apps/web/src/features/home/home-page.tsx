// Home (SPEC.md section 2, route /): banners, the newest announcement, the pop-up announcement,
// entries to the product areas, three top quotes and the day's gainers, live from the socket.
import { InformationCircleOutline, SearchOutline, UserCircleOutline } from 'antd-mobile-icons';
import { navigate } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useLiveQuotation } from '../../lib/live-quotation.ts';
import { NotificationBell } from '../../components/notification-bell.tsx';
import { AnnouncementStrip } from './components/announcement-strip.tsx';
import { BannerCarousel } from './components/banner-carousel.tsx';
import { EntryGrid } from './components/entry-grid.tsx';
import { GainersList, TopQuotes } from './components/market-overview.tsx';
import { PopAnnouncement } from './components/pop-announcement.tsx';
import styles from './components/home.module.css';

export default function HomePage() {
  const { t } = useTranslation('market');
  const quotation = useLiveQuotation();
  const quotes = quotation.data?.quotes;
  const failed = quotation.isError && !quotation.data;

  return (
    <div className={styles.page} data-testid="home-page">
      <header className={styles.header}>
        <button type="button" className={styles.iconButton} onClick={() => navigate(PATHS.settings)} aria-label={t('home.account')}>
          <UserCircleOutline />
        </button>
        <button type="button" className={styles.searchPill} onClick={() => navigate(PATHS.marketSearch)} data-testid="home-search">
          <SearchOutline />
          <span>{t('search.placeholder')}</span>
        </button>
        <NotificationBell />
      </header>
      <BannerCarousel />
      <AnnouncementStrip />
      <EntryGrid />
      {quotation.data?.source === 'simulated' ? (
        <div className={styles.note} role="note" data-testid="simulated-note">
          <InformationCircleOutline className={styles.noteIcon} />
          <span>{t('simulated')}</span>
        </div>
      ) : null}
      <TopQuotes quotes={quotes} loading={quotation.isPending} />
      <GainersList quotes={quotes} loading={quotation.isPending} failed={failed} onRetry={() => void quotation.refetch()} />
      <PopAnnouncement />
    </div>
  );
}
