import type { NotificationsTexts } from './en.ts';
import { walletNoticesFra } from '../notices/wallet/fra.ts';
import { identityNoticesFra } from '../notices/identity/fra.ts';
import { spotNoticesFra } from '../notices/spot/fra.ts';
import { contractNoticesFra } from '../notices/contract/fra.ts';
import { optionNoticesFra } from '../notices/option/fra.ts';
import { securityNoticesFra } from '../notices/security/fra.ts';
import { supportNoticesFra } from '../notices/support/fra.ts';
import { loanNoticesFra } from '../notices/loan/fra.ts';
import { dualNoticesFra } from '../notices/dual/fra.ts';
import { stakingNoticesFra } from '../notices/staking/fra.ts';
import { ieoNoticesFra } from '../notices/ieo/fra.ts';

export const notificationsFra: NotificationsTexts = {
  ...walletNoticesFra,
  ...identityNoticesFra,
  ...spotNoticesFra,
  ...contractNoticesFra,
  ...optionNoticesFra,
  ...securityNoticesFra,
  ...supportNoticesFra,
  ...loanNoticesFra,
  ...dualNoticesFra,
  ...stakingNoticesFra,
  ...ieoNoticesFra,
  notification_not_found: 'Cette notification n’existe pas',
  notice_fallback_title: 'Notification',
};
