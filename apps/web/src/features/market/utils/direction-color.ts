import { COLOR_DOWN, COLOR_UP } from '@platform/shared/constants';
import type { Direction } from './quote-direction.ts';

/** The colours of SPEC.md section 9; flat is the muted text colour of the theme. */
export const DIRECTION_COLOR: Record<Direction, string> = {
  up: COLOR_UP,
  down: COLOR_DOWN,
  flat: 'var(--market-text-muted)',
};
