import type { NotificationsTexts } from './en.ts';

export const notificationsKor: NotificationsTexts = {};
