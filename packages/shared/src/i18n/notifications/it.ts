import type { NotificationsTexts } from './en.ts';
import { walletNoticesIt } from '../notices/wallet/it.ts';
import { identityNoticesIt } from '../notices/identity/it.ts';
import { spotNoticesIt } from '../notices/spot/it.ts';
import { contractNoticesIt } from '../notices/contract/it.ts';
import { optionNoticesIt } from '../notices/option/it.ts';
import { securityNoticesIt } from '../notices/security/it.ts';
import { supportNoticesIt } from '../notices/support/it.ts';
import { loanNoticesIt } from '../notices/loan/it.ts';
import { dualNoticesIt } from '../notices/dual/it.ts';
import { stakingNoticesIt } from '../notices/staking/it.ts';
import { ieoNoticesIt } from '../notices/ieo/it.ts';

export const notificationsIt: NotificationsTexts = {
  ...walletNoticesIt,
  ...identityNoticesIt,
  ...spotNoticesIt,
  ...contractNoticesIt,
  ...optionNoticesIt,
  ...securityNoticesIt,
  ...supportNoticesIt,
  ...loanNoticesIt,
  ...dualNoticesIt,
  ...stakingNoticesIt,
  ...ieoNoticesIt,
  notification_not_found: 'Questa notifica non esiste',
  notice_fallback_title: 'Notifica',
};
