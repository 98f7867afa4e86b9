import type { SupportTexts } from './en.ts';

export const supportHk: SupportTexts = {};
