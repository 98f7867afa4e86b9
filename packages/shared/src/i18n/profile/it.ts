import type { ProfileTexts } from './en.ts';

export const profileIt: ProfileTexts = {};
