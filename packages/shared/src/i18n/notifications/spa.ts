import type { NotificationsTexts } from './en.ts';

export const notificationsSpa: NotificationsTexts = {};
