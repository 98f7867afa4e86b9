// A submission's state, in the review badges' colours.
import type { TSubmissionState } from '@platform/shared/schemas/identity';
import { STATE_BADGES, STATE_LABELS } from './identity-text.ts';

export function StateBadge({ state }: { state: TSubmissionState }) {
  return <span className={`badge ${STATE_BADGES[state]}`}>{STATE_LABELS[state]}</span>;
}
