import type { NotificationsTexts } from './en.ts';
import { walletNoticesZh } from '../notices/wallet/zh.ts';
import { identityNoticesZh } from '../notices/identity/zh.ts';
import { spotNoticesZh } from '../notices/spot/zh.ts';
import { contractNoticesZh } from '../notices/contract/zh.ts';
import { optionNoticesZh } from '../notices/option/zh.ts';
import { securityNoticesZh } from '../notices/security/zh.ts';
import { supportNoticesZh } from '../notices/support/zh.ts';
import { loanNoticesZh } from '../notices/loan/zh.ts';
import { dualNoticesZh } from '../notices/dual/zh.ts';
import { stakingNoticesZh } from '../notices/staking/zh.ts';
import { ieoNoticesZh } from '../notices/ieo/zh.ts';

export const notificationsZh: NotificationsTexts = {
  ...walletNoticesZh,
  ...identityNoticesZh,
  ...spotNoticesZh,
  ...contractNoticesZh,
  ...optionNoticesZh,
  ...securityNoticesZh,
  ...supportNoticesZh,
  ...loanNoticesZh,
  ...dualNoticesZh,
  ...stakingNoticesZh,
  ...ieoNoticesZh,
  notification_not_found: '该通知不存在',
  notice_fallback_title: '通知',
};
