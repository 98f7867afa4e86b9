import type { SupportTexts } from './en.ts';

export const supportTh: SupportTexts = {};
