// The times of the conversation, in New York time like every date of the app (format.ts):
// a day line when the day changes, and the time of each message.
import { formatDateTime } from '@platform/shared/format';

/** '2026-11-21' of a message. */
export const dayOf = (epochMs: number) => formatDateTime(epochMs).slice(0, 10);
/** '08:46' of a message. */
export const timeOf = (epochMs: number) => formatDateTime(epochMs).slice(11, 16);
