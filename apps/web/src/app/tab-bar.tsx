// The bottom tab bar of SPEC.md section 2, reading A: home, market, transaction, financial, assets.
// Dark navy, 60px high plus the safe area, the selected tab in blue.
import type { ComponentType } from 'react';
import { AppOutline, HistogramOutline, LoopOutline, PayCircleOutline, UserOutline } from 'antd-mobile-icons';
import { Link, useLocation } from 'wouter';
import { useTranslation } from '../lib/i18n.ts';
import { PATHS, TAB_OF_PATH, type TabKey } from '../lib/paths.ts';

const TABS: { key: TabKey; path: string; Icon: ComponentType<{ className?: string }> }[] = [
  { key: 'home', path: PATHS.home, Icon: AppOutline },
  { key: 'market', path: PATHS.market, Icon: HistogramOutline },
  { key: 'transaction', path: PATHS.transaction, Icon: LoopOutline },
  { key: 'financial', path: PATHS.financial, Icon: PayCircleOutline },
  { key: 'assets', path: PATHS.assets, Icon: UserOutline },
];

export function TabBar() {
  const { t } = useTranslation('common');
  const [pathname] = useLocation();
  const active = TAB_OF_PATH[pathname];
  return (
    <nav className="tab-bar" aria-label={t('tab.label')}>
      {TABS.map(({ key, path, Icon }) => {
        const selected = key === active;
        return (
          <Link
            key={key}
            to={path}
            replace={selected}
            className={selected ? 'tab-bar__item tab-bar__item--active' : 'tab-bar__item'}
            aria-current={selected ? 'page' : undefined}
            data-testid={`tab-${key}`}
          >
            <Icon className="tab-bar__icon" />
            <span className="tab-bar__label">{t(`tab.${key}`)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
