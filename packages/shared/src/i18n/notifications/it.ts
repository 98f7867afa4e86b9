import type { NotificationsTexts } from './en.ts';

export const notificationsIt: NotificationsTexts = {};
