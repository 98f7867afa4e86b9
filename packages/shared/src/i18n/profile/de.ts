import type { ProfileTexts } from './en.ts';

export const profileDe: ProfileTexts = {};
