import type { NotificationsTexts } from './en.ts';
import { walletNoticesKor } from '../notices/wallet/kor.ts';
import { identityNoticesKor } from '../notices/identity/kor.ts';
import { spotNoticesKor } from '../notices/spot/kor.ts';
import { contractNoticesKor } from '../notices/contract/kor.ts';
import { optionNoticesKor } from '../notices/option/kor.ts';
import { securityNoticesKor } from '../notices/security/kor.ts';
import { supportNoticesKor } from '../notices/support/kor.ts';
import { loanNoticesKor } from '../notices/loan/kor.ts';
import { dualNoticesKor } from '../notices/dual/kor.ts';
import { stakingNoticesKor } from '../notices/staking/kor.ts';
import { ieoNoticesKor } from '../notices/ieo/kor.ts';

export const notificationsKor: NotificationsTexts = {
  ...walletNoticesKor,
  ...identityNoticesKor,
  ...spotNoticesKor,
  ...contractNoticesKor,
  ...optionNoticesKor,
  ...securityNoticesKor,
  ...supportNoticesKor,
  ...loanNoticesKor,
  ...dualNoticesKor,
  ...stakingNoticesKor,
  ...ieoNoticesKor,
  notification_not_found: '이 알림이 존재하지 않습니다',
  notice_fallback_title: '알림',
};
