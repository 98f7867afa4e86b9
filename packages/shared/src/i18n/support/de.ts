import type { SupportTexts } from './en.ts';

export const supportDe: SupportTexts = {};
