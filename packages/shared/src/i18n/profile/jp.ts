import type { ProfileTexts } from './en.ts';

export const profileJp: ProfileTexts = {};
