import type { NotificationsTexts } from './en.ts';

export const notificationsZh: NotificationsTexts = {};
