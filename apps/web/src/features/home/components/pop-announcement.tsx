import { useState } from 'react';
import { Modal } from 'antd-mobile';
import { articleHtmlText } from '@platform/shared/article-html';
import { navigate } from '../../../lib/hash-location.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { articlePath } from '../../../lib/paths.ts';
import { usePopArticle } from '../api/news.ts';
import { isPopSeen, markPopSeen, popVersionOf } from '../utils/pop-seen.ts';
import styles from './home.module.css';

/** The most of an article's text the pop-up shows when it has no summary; "read more" opens the rest. */
const POP_TEXT_LENGTH_MAX = 160;

/** The pop-up announcement (news/index_pop), shown once per version of it on this device. */
export function PopAnnouncement() {
  const { t } = useTranslation('market');
  const pop = usePopArticle();
  const [closedVersion, setClosedVersion] = useState<string | null>(null);
  const article = pop.data;
  if (!article) return null;
  const version = popVersionOf(article);
  const visible = closedVersion !== version && !isPopSeen(version);

  const close = () => {
    markPopSeen(version);
    setClosedVersion(version);
  };

  return (
    <Modal
      visible={visible}
      title={article.title}
      content={
        <div className={styles.popBody} data-testid="home-pop-text">
          {article.summary || articleHtmlText(article.body).slice(0, POP_TEXT_LENGTH_MAX)}
        </div>
      }
      closeOnAction
      closeOnMaskClick
      onClose={close}
      data-testid="home-pop"
      actions={[
        { key: 'read', text: t('home.readMore'), primary: true, onClick: () => navigate(articlePath(article.id)) },
        { key: 'close', text: t('home.gotIt') },
      ]}
    />
  );
}
