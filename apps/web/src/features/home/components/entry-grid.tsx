import { useState, type ComponentType } from 'react';
import { Badge, Skeleton } from 'antd-mobile';
import {
  AppOutline,
  CalculatorOutline,
  ClockCircleOutline,
  FireFill,
  FlagOutline,
  HistogramOutline,
  LockOutline,
  LoopOutline,
  MessageOutline,
  PicturesOutline,
  QuestionCircleOutline,
  ReceivePaymentOutline,
  SendOutline,
  TeamOutline,
  UserAddOutline,
} from 'antd-mobile-icons';
import type { TMenuItem } from '@platform/shared/schemas/site';
import { navigate } from '../../../lib/hash-location.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useMenu } from '../api/menu.ts';
import { useSupportUnreadCount } from '../../../lib/support-unread.ts';
import styles from './home.module.css';

/** Icons of the known entries; an unknown entry shows its `icon` file, else a generic icon. */
const ENTRY_ICONS: Record<string, ComponentType> = {
  deposit: ReceivePaymentOutline,
  withdraw: SendOutline,
  transfer: LoopOutline,
  spot: HistogramOutline,
  contract: FireFill,
  options: ClockCircleOutline,
  staking: LockOutline,
  ieo: FlagOutline,
  copy_trade: TeamOutline,
  dual_invest: CalculatorOutline,
  nft: PicturesOutline,
  invite: UserAddOutline,
  help: QuestionCircleOutline,
  support: MessageOutline,
};
const ICON_TONES = 5;
const SKELETON_ENTRIES = 10;

/** The entries to the product areas (GET menu). */
export function EntryGrid() {
  const menu = useMenu();
  // The customer-service entry carries the user's unread answers (lib/support-unread.ts).
  const supportUnread = useSupportUnreadCount();
  if (menu.isPending) {
    return (
      <div className={styles.grid} aria-busy="true">
        {Array.from({ length: SKELETON_ENTRIES }, (_, index) => (
          <Skeleton key={index} animated className={styles.entrySkeleton} />
        ))}
      </div>
    );
  }
  if (!menu.data?.length) return null;
  return (
    <nav className={styles.grid} data-testid="home-menu">
      {menu.data.map((item, index) => (
        <Entry key={item.key} item={item} tone={index % ICON_TONES} badge={item.key === 'support' ? supportUnread : 0} />
      ))}
    </nav>
  );
}

function Entry({ item, tone, badge = 0 }: { item: TMenuItem; tone: number; badge?: number }) {
  const { t } = useTranslation('market');
  const [imageFailed, setImageFailed] = useState(false);
  const Icon = ENTRY_ICONS[item.key];
  let icon;
  if (Icon) icon = <Icon />;
  else if (item.icon && !imageFailed) icon = <img src={item.icon} alt="" onError={() => setImageFailed(true)} />;
  else icon = <AppOutline />;
  return (
    <button type="button" className={styles.entry} onClick={() => navigate(item.path)} data-testid={`home-entry-${item.key}`}>
      <Badge content={badge > 0 ? badge : null}>
        <span className={`${styles.entryIcon} ${styles[`iconTone${tone}`]}`}>{icon}</span>
      </Badge>
      <span className={styles.entryLabel}>{t(`home.menu.${item.key}`, { defaultValue: item.key.replace(/_/g, ' ') })}</span>
    </button>
  );
}
