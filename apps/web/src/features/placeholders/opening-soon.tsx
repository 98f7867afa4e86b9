// An area of the product that is not open yet: say so plainly and point to what works today.
import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { ClockCircleOutline, SetOutline } from 'antd-mobile-icons';
import { StatusScreen } from '../../components/status-screen.tsx';
import { navigate } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';

export function OpeningSoon({ area }: { area: 'transaction' | 'financial' | 'assets' }) {
  const { t } = useTranslation('common');
  return (
    <StatusScreen
      testId={`opening-${area}`}
      icon={<ClockCircleOutline />}
      title={t(`opening.${area}.title`)}
      body={t(`opening.${area}.body`)}
      actions={
        <Button color="primary" block onClick={() => navigate(PATHS.market)} data-testid="opening-markets">
          {t('opening.viewMarkets')}
        </Button>
      }
    />
  );
}

/** The title of a tab page, with the way to settings (language, display currency) on the right. */
export function TabPageHeader({ title }: { title: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <header className="tab-page-header">
      <h1 className="tab-page-header__title">{title}</h1>
      <button
        type="button"
        className="icon-button"
        onClick={() => navigate(PATHS.settings)}
        aria-label={t('settings.title')}
        data-testid="header-settings"
      >
        <SetOutline fontSize={22} />
      </button>
    </header>
  );
}
