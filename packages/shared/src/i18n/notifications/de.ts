import type { NotificationsTexts } from './en.ts';
import { walletNoticesDe } from '../notices/wallet/de.ts';
import { identityNoticesDe } from '../notices/identity/de.ts';
import { spotNoticesDe } from '../notices/spot/de.ts';
import { contractNoticesDe } from '../notices/contract/de.ts';
import { optionNoticesDe } from '../notices/option/de.ts';
import { securityNoticesDe } from '../notices/security/de.ts';
import { supportNoticesDe } from '../notices/support/de.ts';
import { loanNoticesDe } from '../notices/loan/de.ts';
import { dualNoticesDe } from '../notices/dual/de.ts';
import { stakingNoticesDe } from '../notices/staking/de.ts';
import { ieoNoticesDe } from '../notices/ieo/de.ts';

export const notificationsDe: NotificationsTexts = {
  ...walletNoticesDe,
  ...identityNoticesDe,
  ...spotNoticesDe,
  ...contractNoticesDe,
  ...optionNoticesDe,
  ...securityNoticesDe,
  ...supportNoticesDe,
  ...loanNoticesDe,
  ...dualNoticesDe,
  ...stakingNoticesDe,
  ...ieoNoticesDe,
  notification_not_found: 'Diese Benachrichtigung existiert nicht',
  notice_fallback_title: 'Benachrichtigung',
};
