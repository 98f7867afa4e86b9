// Server texts of the identity area, in English: the reference every other language of this folder must match.
export const identityEn = {} as const;

export type IdentityTexts = Record<keyof typeof identityEn, string>;
