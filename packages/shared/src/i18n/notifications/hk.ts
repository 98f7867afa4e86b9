import type { NotificationsTexts } from './en.ts';
import { walletNoticesHk } from '../notices/wallet/hk.ts';
import { identityNoticesHk } from '../notices/identity/hk.ts';
import { spotNoticesHk } from '../notices/spot/hk.ts';
import { contractNoticesHk } from '../notices/contract/hk.ts';
import { optionNoticesHk } from '../notices/option/hk.ts';
import { securityNoticesHk } from '../notices/security/hk.ts';
import { supportNoticesHk } from '../notices/support/hk.ts';
import { loanNoticesHk } from '../notices/loan/hk.ts';
import { dualNoticesHk } from '../notices/dual/hk.ts';
import { stakingNoticesHk } from '../notices/staking/hk.ts';
import { ieoNoticesHk } from '../notices/ieo/hk.ts';

export const notificationsHk: NotificationsTexts = {
  ...walletNoticesHk,
  ...identityNoticesHk,
  ...spotNoticesHk,
  ...contractNoticesHk,
  ...optionNoticesHk,
  ...securityNoticesHk,
  ...supportNoticesHk,
  ...loanNoticesHk,
  ...dualNoticesHk,
  ...stakingNoticesHk,
  ...ieoNoticesHk,
  notification_not_found: '該通知不存在',
  notice_fallback_title: '通知',
};
