import type { SecurityTexts } from './en.ts';

export const securityPt: SecurityTexts = {};
