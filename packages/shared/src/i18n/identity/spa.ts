import type { IdentityTexts } from './en.ts';

export const identitySpa: IdentityTexts = {};
