import type { IdentityTexts } from './en.ts';

export const identityKor: IdentityTexts = {};
