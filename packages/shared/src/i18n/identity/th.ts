import type { IdentityTexts } from './en.ts';

export const identityTh: IdentityTexts = {};
