import type { NotificationsTexts } from './en.ts';
import { walletNoticesJp } from '../notices/wallet/jp.ts';
import { identityNoticesJp } from '../notices/identity/jp.ts';
import { spotNoticesJp } from '../notices/spot/jp.ts';
import { contractNoticesJp } from '../notices/contract/jp.ts';
import { optionNoticesJp } from '../notices/option/jp.ts';
import { securityNoticesJp } from '../notices/security/jp.ts';
import { supportNoticesJp } from '../notices/support/jp.ts';
import { loanNoticesJp } from '../notices/loan/jp.ts';
import { dualNoticesJp } from '../notices/dual/jp.ts';
import { stakingNoticesJp } from '../notices/staking/jp.ts';
import { ieoNoticesJp } from '../notices/ieo/jp.ts';

export const notificationsJp: NotificationsTexts = {
  ...walletNoticesJp,
  ...identityNoticesJp,
  ...spotNoticesJp,
  ...contractNoticesJp,
  ...optionNoticesJp,
  ...securityNoticesJp,
  ...supportNoticesJp,
  ...loanNoticesJp,
  ...dualNoticesJp,
  ...stakingNoticesJp,
  ...ieoNoticesJp,
  notification_not_found: 'この通知は存在しません',
  notice_fallback_title: 'お知らせ',
};
