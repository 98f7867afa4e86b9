import type { IdentityTexts } from './en.ts';

export const identityIt: IdentityTexts = {};
