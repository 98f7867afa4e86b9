// Identity's notices: the back office's decision on a verification (apps/server/src/modules/identity/review.ts).
// Texts: i18n/notices/identity/.
//   identity_verified     { level }                         level: basic | advanced
//   identity_failed       { level, reason }
import { defineNoticeArea } from './notice-area.ts';

export const identityNotices = defineNoticeArea({
  kinds: ['identity_verified', 'identity_failed'],
  params: {
    identity_verified: ['level'],
    identity_failed: ['level', 'reason'],
  },
  links: {
    identity: '#/pages/setting/real',
  },
  wordParams: ['level'],
  words: ['basic', 'advanced'],
});
