import type { IdentityTexts } from './en.ts';

export const identityHk: IdentityTexts = {};
