import type { IdentityTexts } from './en.ts';

export const identityPt: IdentityTexts = {};
