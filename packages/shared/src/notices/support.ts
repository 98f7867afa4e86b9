// Customer service's notices (apps/server/src/modules/support/events.ts). Texts: i18n/notices/support/.
//   support_replied       {}
import { defineNoticeArea } from './notice-area.ts';

export const supportNotices = defineNoticeArea({
  kinds: ['support_replied'],
  params: {
    support_replied: [],
  },
  links: {
    support: '#/pages/kefu/index',
  },
  wordParams: [],
  words: [],
});
