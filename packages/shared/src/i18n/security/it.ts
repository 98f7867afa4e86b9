import type { SecurityTexts } from './en.ts';

export const securityIt: SecurityTexts = {};
