import type { SupportTexts } from './en.ts';

export const supportZh: SupportTexts = {};
