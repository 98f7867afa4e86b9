import type { ProfileTexts } from './en.ts';

export const profilePt: ProfileTexts = {};
