import type { NotificationsTexts } from './en.ts';

export const notificationsSv: NotificationsTexts = {};
