// About us: the site's logo, name and version (getInformation) above the about-us article
// (category 19) in the reader's language or English. Without an article the header still shows.
import { LANGUAGE_LOCALES, isLang } from '@platform/shared/languages';
import { LoadFailed } from '../../components/load-failed.tsx';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useInformation } from './api/information.ts';
import { ArticleBody } from './components/article-body.tsx';
import { ArticleSkeleton } from './components/content-skeleton.tsx';
import { FallbackNote } from './components/fallback-note.tsx';
import styles from './content.module.css';

export default function AboutPage() {
  const { t } = useTranslation('content');
  const information = useInformation();
  const info = information.data;

  let content;
  if (information.isPending) content = <ArticleSkeleton />;
  else if (!info) {
    content = (
      <LoadFailed
        testId="about-error"
        title={t('about.failed')}
        onRetry={() => void information.refetch()}
        retrying={information.isFetching}
      />
    );
  } else {
    const about = info.about;
    content = (
      <div className={styles.page} data-testid="about">
        <header className={styles.aboutHeader}>
          <img className={styles.aboutLogo} src={info.site.logo} alt="" width={64} height={64} />
          <h1 className={styles.aboutName} data-testid="about-site-name">
            {info.site.site_name}
          </h1>
          <p className={styles.aboutVersion} data-testid="about-version">
            {t('about.version', { version: info.site.version })}
          </p>
        </header>
        {about ? (
          <section className={styles.pageSection} lang={isLang(about.lang) ? LANGUAGE_LOCALES[about.lang] : undefined}>
            <FallbackNote articles={[about]} />
            <ArticleBody html={about.body} testId="about-body" />
          </section>
        ) : null}
      </div>
    );
  }

  return (
    <div className="stack-page">
      <PageNavBar title={t('about.title')} />
      {content}
    </div>
  );
}
