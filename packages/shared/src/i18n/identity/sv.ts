import type { IdentityTexts } from './en.ts';

export const identitySv: IdentityTexts = {};
