import type { SupportTexts } from './en.ts';

export const supportIt: SupportTexts = {};
