import type { NotificationsTexts } from './en.ts';
import { walletNoticesPt } from '../notices/wallet/pt.ts';
import { identityNoticesPt } from '../notices/identity/pt.ts';
import { spotNoticesPt } from '../notices/spot/pt.ts';
import { contractNoticesPt } from '../notices/contract/pt.ts';
import { optionNoticesPt } from '../notices/option/pt.ts';
import { securityNoticesPt } from '../notices/security/pt.ts';
import { supportNoticesPt } from '../notices/support/pt.ts';
import { loanNoticesPt } from '../notices/loan/pt.ts';
import { dualNoticesPt } from '../notices/dual/pt.ts';
import { stakingNoticesPt } from '../notices/staking/pt.ts';
import { ieoNoticesPt } from '../notices/ieo/pt.ts';

export const notificationsPt: NotificationsTexts = {
  ...walletNoticesPt,
  ...identityNoticesPt,
  ...spotNoticesPt,
  ...contractNoticesPt,
  ...optionNoticesPt,
  ...securityNoticesPt,
  ...supportNoticesPt,
  ...loanNoticesPt,
  ...dualNoticesPt,
  ...stakingNoticesPt,
  ...ieoNoticesPt,
  notification_not_found: 'Esta notificação não existe',
  notice_fallback_title: 'Notificação',
};
