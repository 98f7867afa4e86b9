import { useState } from 'react';
import { Skeleton, Swiper } from 'antd-mobile';
import type { TArticle } from '@platform/shared/schemas/site';
import { navigate } from '../../../lib/hash-location.ts';
import { useBanners } from '../api/news.ts';
import { targetOfArticle } from '../utils/home-links.ts';
import styles from './home.module.css';

const AUTOPLAY_INTERVAL_MS = 4000;

/** The banners of news category 5; each opens its link, or its article. */
export function BannerCarousel() {
  const banners = useBanners();
  if (banners.isPending) return <Skeleton animated className={styles.bannerSkeleton} />;
  // No banners (or none could load): the home screen goes on without the carousel.
  if (!banners.data?.length) return null;
  return (
    <Swiper
      className={styles.banner}
      autoplay={banners.data.length > 1}
      autoplayInterval={AUTOPLAY_INTERVAL_MS}
      loop={banners.data.length > 1}
      data-testid="home-banner"
    >
      {banners.data.map((article, index) => (
        <Swiper.Item key={article.id}>
          <BannerSlide article={article} tone={index} />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}

const TONES = 3;

function BannerSlide({ article, tone }: { article: TArticle; tone: number }) {
  const [coverFailed, setCoverFailed] = useState(false);
  const open = () => {
    const target = targetOfArticle(article);
    if (target.kind === 'route') navigate(target.path);
    else window.open(target.url, '_blank', 'noopener,noreferrer');
  };
  return (
    <button type="button" className={`${styles.slide} ${styles[`tone${tone % TONES}`]}`} onClick={open}>
      {article.cover && !coverFailed ? (
        <>
          <img
            className={styles.slideCover}
            src={article.cover}
            alt=""
            // The first banner is the home screen's largest paint: fetch it ahead of anything else.
            fetchPriority={tone === 0 ? 'high' : 'low'}
            onError={() => setCoverFailed(true)}
          />
          <span className={styles.slideShade} />
        </>
      ) : null}
      <span className={styles.slideText}>
        <span className={styles.slideTitle}>{article.title}</span>
        <span className={styles.slideSummary}>{article.summary}</span>
      </span>
    </button>
  );
}
