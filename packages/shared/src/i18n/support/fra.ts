import type { SupportTexts } from './en.ts';

export const supportFra: SupportTexts = {};
