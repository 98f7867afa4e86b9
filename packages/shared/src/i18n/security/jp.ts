import type { SecurityTexts } from './en.ts';

export const securityJp: SecurityTexts = {};
