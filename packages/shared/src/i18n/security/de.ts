import type { SecurityTexts } from './en.ts';

export const securityDe: SecurityTexts = {};
