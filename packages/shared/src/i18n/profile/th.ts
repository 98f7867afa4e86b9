import type { ProfileTexts } from './en.ts';

export const profileTh: ProfileTexts = {};
