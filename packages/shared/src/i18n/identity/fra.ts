import type { IdentityTexts } from './en.ts';

export const identityFra: IdentityTexts = {};
