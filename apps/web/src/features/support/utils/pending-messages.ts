// Which of the user's messages on their way are still shown beside the stored ones.
import type { TSupportMessage } from '@platform/shared/schemas/support';
import type { Outgoing } from '../use-outbox.ts';

/**
 * The outbox items still to show: a message being sent whose stored copy already arrived over the
 * socket (the server announces it before it answers the send) is shown once, as the stored one.
 */
export function stillOnTheirWay(items: readonly Outgoing[], stored: readonly TSupportMessage[]): Outgoing[] {
  const claimed = new Set<number>();
  return items.filter((item) => {
    if (item.status !== 'sending' || item.file) return true;
    const copy = stored.find(
      (message) =>
        message.sender === 'user' &&
        message.id > item.afterId &&
        !claimed.has(message.id) &&
        message.body === item.body &&
        message.image === item.image,
    );
    if (!copy) return true;
    claimed.add(copy.id);
    return false;
  });
}
