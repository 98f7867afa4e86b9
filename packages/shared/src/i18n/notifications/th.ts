import type { NotificationsTexts } from './en.ts';
import { walletNoticesTh } from '../notices/wallet/th.ts';
import { identityNoticesTh } from '../notices/identity/th.ts';
import { spotNoticesTh } from '../notices/spot/th.ts';
import { contractNoticesTh } from '../notices/contract/th.ts';
import { optionNoticesTh } from '../notices/option/th.ts';
import { securityNoticesTh } from '../notices/security/th.ts';
import { supportNoticesTh } from '../notices/support/th.ts';
import { loanNoticesTh } from '../notices/loan/th.ts';
import { dualNoticesTh } from '../notices/dual/th.ts';
import { stakingNoticesTh } from '../notices/staking/th.ts';
import { ieoNoticesTh } from '../notices/ieo/th.ts';

export const notificationsTh: NotificationsTexts = {
  ...walletNoticesTh,
  ...identityNoticesTh,
  ...spotNoticesTh,
  ...contractNoticesTh,
  ...optionNoticesTh,
  ...securityNoticesTh,
  ...supportNoticesTh,
  ...loanNoticesTh,
  ...dualNoticesTh,
  ...stakingNoticesTh,
  ...ieoNoticesTh,
  notification_not_found: 'ไม่พบการแจ้งเตือนนี้',
  notice_fallback_title: 'การแจ้งเตือน',
};
