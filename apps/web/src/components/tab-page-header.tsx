// The title of a tab page, with the way to settings (language, display currency) on the right.
import type { ReactNode } from 'react';
import { SetOutline } from 'antd-mobile-icons';
import { navigate } from '../lib/hash-location.ts';
import { useTranslation } from '../lib/i18n.ts';
import { PATHS } from '../lib/paths.ts';

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
