import type { ContentTexts } from './en.ts';

export const contentDe: ContentTexts = {};
