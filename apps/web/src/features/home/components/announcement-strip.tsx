import { NoticeBar } from 'antd-mobile';
import { SoundOutline } from 'antd-mobile-icons';
import { navigate } from '../../../lib/hash-location.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { PATHS, articlePath } from '../../../lib/paths.ts';
import { useAnnouncements } from '../api/news.ts';
import styles from './home.module.css';

/** The newest announcement (news category 4), opening its article; "More" opens the news list. */
export function AnnouncementStrip() {
  const { t } = useTranslation('market');
  const announcements = useAnnouncements();
  const latest = announcements.data?.[0];
  if (!latest) return null;
  return (
    <div className={styles.notice} data-testid="home-announcement">
      <NoticeBar
        className={styles.noticeBar}
        icon={<SoundOutline />}
        content={latest.title}
        onClick={() => navigate(articlePath(latest.id))}
        extra={
          <button
            type="button"
            className={styles.noticeMore}
            data-testid="home-announcement-more"
            onClick={(event) => {
              event.stopPropagation();
              navigate(PATHS.news);
            }}
          >
            {t('home.more')}
          </button>
        }
      />
    </div>
  );
}
