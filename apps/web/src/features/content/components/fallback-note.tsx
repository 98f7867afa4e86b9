// Says, once per page, that what follows is the English original: the server answers an article
// with no translation in the reader's language in English, and an unexplained switch of language
// reads like a mistake.
import type { TArticle } from '@platform/shared/schemas/site';
import { LANG_DEFAULT } from '@platform/shared/languages';
import { useLang, useTranslation } from '../../../lib/i18n.ts';
import styles from '../content.module.css';

export function FallbackNote({ articles }: { articles: readonly Pick<TArticle, 'lang'>[] }) {
  const { t } = useTranslation('content');
  const lang = useLang();
  if (lang === LANG_DEFAULT || !articles.some((article) => article.lang === LANG_DEFAULT)) return null;
  return (
    <p className={styles.fallbackNote} data-testid="content-in-english">
      {t('shownInEnglish')}
    </p>
  );
}
