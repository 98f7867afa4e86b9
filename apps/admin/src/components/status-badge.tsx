// A review status as the user reads it (SPEC.md section 4): under review, audit failed, success.
import type { TReviewStatus } from '@platform/shared/schemas/admin';

export const STATUS_LABELS: Record<TReviewStatus, string> = { review: 'Under review', rejected: 'Rejected', success: 'Approved' };

export function StatusBadge({ status }: { status: TReviewStatus }) {
  return <span className={`badge badge-${status}`}>{STATUS_LABELS[status]}</span>;
}
