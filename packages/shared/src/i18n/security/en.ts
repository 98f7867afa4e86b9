// Server texts of the security area, in English: the reference every other language of this folder must match.
export const securityEn = {} as const;

export type SecurityTexts = Record<keyof typeof securityEn, string>;
