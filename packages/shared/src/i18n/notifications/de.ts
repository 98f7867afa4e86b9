import type { NotificationsTexts } from './en.ts';

export const notificationsDe: NotificationsTexts = {};
