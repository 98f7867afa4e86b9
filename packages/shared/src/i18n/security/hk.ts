import type { SecurityTexts } from './en.ts';

export const securityHk: SecurityTexts = {};
