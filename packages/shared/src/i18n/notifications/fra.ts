import type { NotificationsTexts } from './en.ts';

export const notificationsFra: NotificationsTexts = {};
