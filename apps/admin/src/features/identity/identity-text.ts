// How the back office names identity submissions: their state (SPEC.md section 4), level and document.
import type { TIdType, TSubmissionState } from '@platform/shared/schemas/identity';

export const STATE_LABELS: Record<TSubmissionState, string> = { pending: 'Under review', verified: 'Verified', failed: 'Failed' };
/** The badge colours of the review statuses (global.css), by meaning. */
export const STATE_BADGES: Record<TSubmissionState, string> = {
  pending: 'badge-review',
  verified: 'badge-success',
  failed: 'badge-rejected',
};
export const ID_TYPE_LABELS: Record<TIdType, string> = { id_card: 'ID card', passport: 'Passport', driver_license: "Driver's licence" };

export const levelText = (level: number): string => (level >= 2 ? 'Advanced' : 'Basic');
export const idTypeText = (idType: TIdType | null): string => (idType ? ID_TYPE_LABELS[idType] : '—');
