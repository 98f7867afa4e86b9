import { lazy, Suspense, useState } from 'react';
import { articleHtmlText } from '@platform/shared/article-html';
import { usePopArticle } from '../api/news.ts';
import { isPopSeen, markPopSeen, popVersionOf } from '../utils/pop-seen.ts';

const PopModal = lazy(() => import('./pop-modal.tsx'));

/** The most of an article's text the pop-up shows when it has no summary; "read more" opens the rest. */
const POP_TEXT_LENGTH_MAX = 160;

/** The pop-up announcement (news/index_pop), shown once per version of it on this device. */
export function PopAnnouncement() {
  const pop = usePopArticle();
  const [closedVersion, setClosedVersion] = useState<string | null>(null);
  const article = pop.data;
  if (!article) return null;
  const version = popVersionOf(article);
  if (closedVersion === version || isPopSeen(version)) return null;

  const close = () => {
    markPopSeen(version);
    setClosedVersion(version);
  };

  return (
    <Suspense fallback={null}>
      <PopModal
        articleId={article.id}
        title={article.title}
        text={article.summary || articleHtmlText(article.body).slice(0, POP_TEXT_LENGTH_MAX)}
        onClose={close}
      />
    </Suspense>
  );
}
