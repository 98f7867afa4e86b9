// Server texts of the profile area, in English: the reference every other language of this folder must match.
export const profileEn = {} as const;

export type ProfileTexts = Record<keyof typeof profileEn, string>;
