import type { NotificationsTexts } from './en.ts';
import { walletNoticesSv } from '../notices/wallet/sv.ts';
import { identityNoticesSv } from '../notices/identity/sv.ts';
import { spotNoticesSv } from '../notices/spot/sv.ts';
import { contractNoticesSv } from '../notices/contract/sv.ts';
import { optionNoticesSv } from '../notices/option/sv.ts';
import { securityNoticesSv } from '../notices/security/sv.ts';
import { supportNoticesSv } from '../notices/support/sv.ts';
import { loanNoticesSv } from '../notices/loan/sv.ts';
import { dualNoticesSv } from '../notices/dual/sv.ts';
import { stakingNoticesSv } from '../notices/staking/sv.ts';
import { ieoNoticesSv } from '../notices/ieo/sv.ts';

export const notificationsSv: NotificationsTexts = {
  ...walletNoticesSv,
  ...identityNoticesSv,
  ...spotNoticesSv,
  ...contractNoticesSv,
  ...optionNoticesSv,
  ...securityNoticesSv,
  ...supportNoticesSv,
  ...loanNoticesSv,
  ...dualNoticesSv,
  ...stakingNoticesSv,
  ...ieoNoticesSv,
  notification_not_found: 'Den här aviseringen finns inte',
  notice_fallback_title: 'Avisering',
};
