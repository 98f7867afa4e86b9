import type { NotificationsTexts } from './en.ts';

export const notificationsTh: NotificationsTexts = {};
