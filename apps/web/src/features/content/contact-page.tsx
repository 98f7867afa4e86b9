// Contact us (article category 35), in the reader's language or English, with the way to reach a
// person right under it: customer service.
import { Button } from 'antd-mobile';
import { ARTICLE_CATEGORY } from '@platform/shared/constants';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { navigate } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { CategoryArticlesView } from './components/category-articles-view.tsx';

export default function ContactPage() {
  const { t } = useTranslation('content');
  const chat = (
    <Button color="primary" block onClick={() => navigate(PATHS.kefu)} data-testid="contact-chat">
      {t('contact.chat')}
    </Button>
  );
  return (
    <div className="stack-page">
      <PageNavBar title={t('contact.title')} />
      <CategoryArticlesView
        categoryId={ARTICLE_CATEGORY.contact}
        testId="contact"
        failedTitle={t('contact.failed')}
        emptyTitle={t('contact.empty')}
        footer={chat}
      />
    </div>
  );
}
