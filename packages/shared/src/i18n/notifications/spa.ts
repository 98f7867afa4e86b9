import type { NotificationsTexts } from './en.ts';
import { walletNoticesSpa } from '../notices/wallet/spa.ts';
import { identityNoticesSpa } from '../notices/identity/spa.ts';
import { spotNoticesSpa } from '../notices/spot/spa.ts';
import { contractNoticesSpa } from '../notices/contract/spa.ts';
import { optionNoticesSpa } from '../notices/option/spa.ts';
import { securityNoticesSpa } from '../notices/security/spa.ts';
import { supportNoticesSpa } from '../notices/support/spa.ts';
import { loanNoticesSpa } from '../notices/loan/spa.ts';
import { dualNoticesSpa } from '../notices/dual/spa.ts';
import { stakingNoticesSpa } from '../notices/staking/spa.ts';
import { ieoNoticesSpa } from '../notices/ieo/spa.ts';

export const notificationsSpa: NotificationsTexts = {
  ...walletNoticesSpa,
  ...identityNoticesSpa,
  ...spotNoticesSpa,
  ...contractNoticesSpa,
  ...optionNoticesSpa,
  ...securityNoticesSpa,
  ...supportNoticesSpa,
  ...loanNoticesSpa,
  ...dualNoticesSpa,
  ...stakingNoticesSpa,
  ...ieoNoticesSpa,
  notification_not_found: 'Esta notificación no existe',
  notice_fallback_title: 'Notificación',
};
