// Server texts of the content area, in English: the reference every other language of this folder must match.
export const contentEn = {} as const;

export type ContentTexts = Record<keyof typeof contentEn, string>;
