import type { SecurityTexts } from './en.ts';

export const securityTh: SecurityTexts = {};
