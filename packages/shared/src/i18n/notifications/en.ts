// Server texts of the notifications area, in English: the reference every other language of this folder must match.
export const notificationsEn = {} as const;

export type NotificationsTexts = Record<keyof typeof notificationsEn, string>;
