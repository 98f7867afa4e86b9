// Operational compliance (article category 34), in the reader's language or English.
import { ARTICLE_CATEGORY } from '@platform/shared/constants';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { CategoryArticlesView } from './components/category-articles-view.tsx';

export default function CompliancePage() {
  const { t } = useTranslation('content');
  return (
    <div className="stack-page">
      <PageNavBar title={t('compliance.title')} />
      <CategoryArticlesView
        categoryId={ARTICLE_CATEGORY.compliance}
        testId="compliance"
        failedTitle={t('compliance.failed')}
        emptyTitle={t('compliance.empty')}
      />
    </div>
  );
}
