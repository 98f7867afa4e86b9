import type { IdentityTexts } from './en.ts';

export const identityJp: IdentityTexts = {};
