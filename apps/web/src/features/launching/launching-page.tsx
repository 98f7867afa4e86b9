// The areas of SPEC.md section 2 that are not built yet (staking, copy trade, following traders,
// dual invest, NFT, and the financial tab): each path says plainly that its product is launching,
// that nothing is offered or charged there until it opens, and leads to the nearest screen that
// works today. The issues that build these areas replace this page route by route.
import type { ComponentType } from 'react';
import { Button } from 'antd-mobile';
import { CalculatorOutline, LockOutline, PayCircleOutline, PicturesOutline, TeamOutline } from 'antd-mobile-icons';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { StatusScreen } from '../../components/status-screen.tsx';
import { TabPageHeader } from '../../components/tab-page-header.tsx';
import { navigate, useHashLocation } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS, tradePath } from '../../lib/paths.ts';
import styles from './launching.module.css';

export type LaunchingArea = 'staking' | 'copyTrade' | 'follow' | 'dualInvest' | 'nft' | 'financial';
/** A working screen to go to instead, with the key of its button label. */
type Way = { label: 'assets' | 'spot' | 'contract' | 'options' | 'markets' | 'convert'; path: string };

const WAYS = {
  assets: { label: 'assets', path: PATHS.assets },
  spot: { label: 'spot', path: tradePath('spot') },
  contract: { label: 'contract', path: tradePath('contract') },
  options: { label: 'options', path: tradePath('options') },
  markets: { label: 'markets', path: PATHS.market },
  convert: { label: 'convert', path: PATHS.convert },
} as const satisfies Record<string, Way>;

/** Each area's icon and the nearest working screens, the closest first. */
const AREAS: Record<LaunchingArea, { Icon: ComponentType; ways: readonly [Way, Way] }> = {
  // Staking earns on coins one holds: see them in the assets, or buy some.
  staking: { Icon: LockOutline, ways: [WAYS.assets, WAYS.spot] },
  // Copying or following a trader means taking their contract positions: trade contracts oneself.
  copyTrade: { Icon: TeamOutline, ways: [WAYS.contract, WAYS.markets] },
  follow: { Icon: TeamOutline, ways: [WAYS.contract, WAYS.markets] },
  // Dual invest settles in one of two coins depending on the price: options and conversion come closest.
  dualInvest: { Icon: CalculatorOutline, ways: [WAYS.options, WAYS.convert] },
  nft: { Icon: PicturesOutline, ways: [WAYS.markets, WAYS.assets] },
  financial: { Icon: PayCircleOutline, ways: [WAYS.assets, WAYS.spot] },
};

const AREA_OF_PATH: Record<string, LaunchingArea> = {
  [PATHS.lockming]: 'staking',
  [PATHS.copyTrade]: 'copyTrade',
  [PATHS.follow]: 'follow',
  [PATHS.invest]: 'dualInvest',
  [PATHS.nft]: 'nft',
  [PATHS.financial]: 'financial',
};

export default function LaunchingPage() {
  const { t } = useTranslation('launching');
  const [pathname] = useHashLocation();
  const area = AREA_OF_PATH[pathname] ?? 'financial';
  const { Icon, ways } = AREAS[area];
  const [closest, next] = ways;
  // The financial tab keeps the tab header; the other areas are stacked pages with a back arrow.
  const header = area === 'financial' ? <TabPageHeader title={t('name.financial')} /> : <PageNavBar title={t(`name.${area}`)} />;
  return (
    <div className={area === 'financial' ? undefined : 'stack-page'}>
      {header}
      <StatusScreen
        testId={`launching-${area}`}
        icon={<Icon />}
        title={<span data-testid="launching-title">{t(`${area}.title`)}</span>}
        body={
          <>
            {t(`${area}.body`)}
            <span className={styles.note}>{t('nothingOffered')}</span>
          </>
        }
        actions={
          <>
            <Button color="primary" block onClick={() => navigate(closest.path)} data-testid={`launching-go-${closest.label}`}>
              {t(`way.${closest.label}`)}
            </Button>
            <Button block color="primary" fill="outline" onClick={() => navigate(next.path)} data-testid={`launching-go-${next.label}`}>
              {t(`way.${next.label}`)}
            </Button>
          </>
        }
      />
    </div>
  );
}
