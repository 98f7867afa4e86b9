import type { SupportTexts } from './en.ts';

export const supportPt: SupportTexts = {};
