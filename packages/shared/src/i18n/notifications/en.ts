// Server texts of the notifications centre, in English: the reference every other language of this folder must match.
// The centre's own texts, and every area's notice texts (i18n/notices/<area>/), composed: a new area adds its import
// and its spread to each language's file here. The kinds are composed the same way in notification-rules.ts.
import { walletNoticesEn } from '../notices/wallet/en.ts';
import { identityNoticesEn } from '../notices/identity/en.ts';
import { spotNoticesEn } from '../notices/spot/en.ts';
import { contractNoticesEn } from '../notices/contract/en.ts';
import { optionNoticesEn } from '../notices/option/en.ts';
import { securityNoticesEn } from '../notices/security/en.ts';
import { supportNoticesEn } from '../notices/support/en.ts';
import { loanNoticesEn } from '../notices/loan/en.ts';
import { dualNoticesEn } from '../notices/dual/en.ts';
import { stakingNoticesEn } from '../notices/staking/en.ts';
import { ieoNoticesEn } from '../notices/ieo/en.ts';

export const notificationsEn = {
  ...walletNoticesEn,
  ...identityNoticesEn,
  ...spotNoticesEn,
  ...contractNoticesEn,
  ...optionNoticesEn,
  ...securityNoticesEn,
  ...supportNoticesEn,
  ...loanNoticesEn,
  ...dualNoticesEn,
  ...stakingNoticesEn,
  ...ieoNoticesEn,
  notification_not_found: 'This notification does not exist',
  notice_fallback_title: 'Notification',
} as const;

export type NotificationsTexts = Record<keyof typeof notificationsEn, string>;
