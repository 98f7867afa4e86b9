// Server texts of the support area, in English: the reference every other language of this folder must match.
export const supportEn = {} as const;

export type SupportTexts = Record<keyof typeof supportEn, string>;
