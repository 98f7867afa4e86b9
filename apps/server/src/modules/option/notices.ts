// The notice of a settled seconds option, from the JSON its owner's screens were just sent.
import { NOTIFICATION_LINKS } from '@platform/shared/notification-rules';
import type { TOptionOrder } from '@platform/shared/schemas/option';
import { notifyUser, type NotifyDeps } from '../../notify/notify.ts';

/** A settled option, from the JSON its owner's screens were just sent. */
export function noticeSettledOption(deps: NotifyDeps, userId: number, option: TOptionOrder): Promise<void> {
  if (option.result === null || option.return_amount === null) return Promise.resolve();
  return notifyUser(deps, {
    userId,
    kind: 'option_settled',
    params: {
      symbol: option.symbol,
      direction: option.direction,
      result: option.result,
      stake: option.number,
      payout: option.return_amount,
      coin: option.currency_name,
    },
    link: NOTIFICATION_LINKS.optionsSettled,
  });
}
