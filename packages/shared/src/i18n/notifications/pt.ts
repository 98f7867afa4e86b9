import type { NotificationsTexts } from './en.ts';

export const notificationsPt: NotificationsTexts = {};
