import type { IdentityTexts } from './en.ts';

export const identityZh: IdentityTexts = {};
