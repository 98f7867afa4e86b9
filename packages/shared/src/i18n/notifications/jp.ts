import type { NotificationsTexts } from './en.ts';

export const notificationsJp: NotificationsTexts = {};
