import type { SupportTexts } from './en.ts';

export const supportSpa: SupportTexts = {};
