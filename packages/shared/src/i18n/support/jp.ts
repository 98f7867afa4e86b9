import type { SupportTexts } from './en.ts';

export const supportJp: SupportTexts = {};
