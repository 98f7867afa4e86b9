import type { IdentityTexts } from './en.ts';

export const identityDe: IdentityTexts = {};
