// The times of the conversation, in New York time like every date of the app (format.ts):
// a day line when the day changes, and the time of each message.
import { formatDate, formatTimeOfDay } from '@platform/shared/format';

/** The day of a message, in the reader's order ("11/21/2026"). */
export const dayOf = (epochMs: number) => formatDate(epochMs);
/** '08:46' of a message. */
export const timeOf = (epochMs: number) => formatTimeOfDay(epochMs, false);
