import type { SupportTexts } from './en.ts';

export const supportKor: SupportTexts = {};
