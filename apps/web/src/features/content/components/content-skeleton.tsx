import { Skeleton } from 'antd-mobile';
import styles from '../content.module.css';

const LIST_SKELETON_ROWS = 6;
const ARTICLE_SKELETON_LINES = 7;

/** Placeholder rows while the first page of the news list loads. */
export function NewsListSkeleton() {
  return (
    <div className={styles.list} aria-busy="true" data-testid="news-list-loading">
      {Array.from({ length: LIST_SKELETON_ROWS }, (_, index) => (
        <div key={index} className={styles.skeleton}>
          <Skeleton animated className={styles.skeletonLine} />
          <Skeleton animated className={styles.skeletonLine} />
          <Skeleton animated className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
        </div>
      ))}
    </div>
  );
}

/** A title, a date and a few paragraph lines while an article loads. */
export function ArticleSkeleton() {
  return (
    <div className={styles.articleSkeleton} aria-busy="true" data-testid="article-loading">
      <Skeleton animated className={styles.skeletonLine} />
      <Skeleton animated className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
      {Array.from({ length: ARTICLE_SKELETON_LINES }, (_, index) => (
        <Skeleton key={index} animated className={styles.skeletonLine} />
      ))}
    </div>
  );
}

const FAQ_SKELETON_ROWS = 6;

/** Question rows while the help centre loads. */
export function FaqSkeleton() {
  return (
    <div className={styles.list} aria-busy="true" data-testid="faq-loading">
      {Array.from({ length: FAQ_SKELETON_ROWS }, (_, index) => (
        <div key={index} className={styles.skeleton}>
          <Skeleton animated className={`${styles.skeletonLine} ${index % 2 ? styles.skeletonShort : ''}`} />
        </div>
      ))}
    </div>
  );
}
