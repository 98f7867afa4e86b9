import type { SupportTexts } from './en.ts';

export const supportSv: SupportTexts = {};
