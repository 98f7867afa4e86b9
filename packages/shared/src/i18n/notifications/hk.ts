import type { NotificationsTexts } from './en.ts';

export const notificationsHk: NotificationsTexts = {};
