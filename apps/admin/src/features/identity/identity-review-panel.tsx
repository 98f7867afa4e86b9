// One identity submission: the user and which contacts they have bound, the document's fields, the
// photos (fetched with the admin's token), the user's earlier submissions, and, while it waits,
// approve or fail with the reason the user will see.
import { useQuery } from '@tanstack/react-query';
import { ZAdminIdentityFailRequest, type TAdminIdentitySubmission } from '@platform/shared/schemas/identity';
import { Fields, type Field } from '../../components/fields.tsx';
import { notify } from '../../components/notices.tsx';
import { PrivateImage } from '../../components/private-image.tsx';
import { ReasonBox, ReviewBox } from '../../components/review-box.tsx';
import { SidePanel } from '../../components/side-panel.tsx';
import { Failed, Loading } from '../../components/states.tsx';
import { orDash, reviewedText, timeText } from '../../lib/format.ts';
import { useReviewActions } from '../../lib/forms.ts';
import { hrefOf, userPath } from '../../lib/router.ts';
import { identityHistoryQuery, useReviewIdentity } from './api.ts';
import { idTypeText, levelText } from './identity-text.ts';
import { StateBadge } from './state-badge.tsx';
import './identity.css';

/** What approval needs bound (SPEC.md section 5): basic an email or a phone, advanced both; the server checks again. */
function bindingProblem(submission: TAdminIdentitySubmission): string {
  if (submission.level >= 2 && !(submission.email_bound && submission.phone_bound)) {
    return 'Advanced verification needs both email and phone bound: approval will be refused until the user binds them.';
  }
  if (!submission.email_bound && !submission.phone_bound) return 'The user has no email or phone bound: approval will be refused.';
  return '';
}

const boundText = (bound: boolean) => (bound ? 'Bound' : 'Not bound');

function fieldsOf(submission: TAdminIdentitySubmission): Field[] {
  const fields: Field[] = [
    { label: 'Status', value: <StateBadge state={submission.status} /> },
    { label: 'Level asked for', value: levelText(submission.level) },
    { label: 'User', value: <a href={hrefOf(userPath(submission.user_id))}>{orDash(submission.user_account)}</a> },
    { label: 'User’s current level', value: submission.user_real_level === 0 ? 'None' : levelText(submission.user_real_level) },
    { label: 'Email', value: boundText(submission.email_bound) },
    { label: 'Phone', value: boundText(submission.phone_bound) },
    { label: 'Document', value: idTypeText(submission.id_type) },
    { label: 'Document number', value: orDash(submission.card_id), mono: true },
    { label: 'Name', value: orDash(submission.name), wide: true },
    { label: 'Submitted', value: timeText(submission.created_at) },
    { label: 'Reviewed', value: reviewedText(submission) },
  ];
  if (submission.memo) fields.push({ label: 'Memo from the user', value: submission.memo, wide: true });
  if (submission.reason) fields.push({ label: 'Reason given', value: submission.reason, wide: true });
  return fields;
}

function Photos({ submission }: { submission: TAdminIdentitySubmission }) {
  const photos = [
    { label: 'Front', name: submission.front_pic },
    { label: 'Back', name: submission.reverse_pic },
    ...(submission.level >= 2 ? [{ label: 'Holding the document', name: submission.hand_pic }] : []),
  ];
  return (
    <div className="identity-photos">
      {photos.map((photo) => (
        <figure key={photo.label} className="identity-photo" style={{ margin: 0 }}>
          <figcaption>{photo.label}</figcaption>
          {photo.name ? <PrivateImage name={photo.name} alt={`${photo.label} photo`} /> : <p className="muted">No photo on record.</p>}
        </figure>
      ))}
    </div>
  );
}

function History({ submission }: { submission: TAdminIdentitySubmission }) {
  const history = useQuery(identityHistoryQuery(submission.user_id));
  if (history.error) return <Failed error={history.error} onRetry={() => void history.refetch()} />;
  if (!history.data) return <Loading label="Loading the history…" />;
  const others = history.data.data.filter((row) => row.id !== submission.id);
  if (others.length === 0) return <p className="muted">No other submissions from this user.</p>;
  return (
    <ul className="identity-history">
      {others.map((row) => (
        <li key={row.id}>
          <span className="mono">#{row.id}</span>
          <span>{levelText(row.level)}</span>
          <StateBadge state={row.status} />
          <span className="muted">{timeText(row.created_at)}</span>
          {row.reason ? <span>“{row.reason}”</span> : null}
        </li>
      ))}
    </ul>
  );
}

function ReviewActions({ submission, onDone }: { submission: TAdminIdentitySubmission; onDone: () => void }) {
  const review = useReviewIdentity();
  const { send, submit, problemOf, busy, pending } = useReviewActions(review, (action) => {
    notify(action === 'approve' ? `Submission #${submission.id} approved` : `Submission #${submission.id} failed`);
    onDone();
  });
  const level = levelText(submission.level).toLowerCase();

  return (
    <div className="review">
      <ReviewBox title="Approve" problem={problemOf('approve')}>
        <p className="hint">The photos are clear, show the same document and person, and match the name and number.</p>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => send('approve', { id: submission.id })}>
          {pending('approve') ? 'Approving…' : `Approve ${level} verification`}
        </button>
      </ReviewBox>
      <ReasonBox
        title="Fail"
        problem={problemOf('fail')}
        placeholder="e.g. The back of the document is blurred"
        disabled={busy}
        button={pending('fail') ? 'Failing…' : 'Fail with this reason'}
        onSubmit={(reason) => submit('fail', ZAdminIdentityFailRequest.safeParse({ id: submission.id, reason }))}
      />
    </div>
  );
}

export function IdentityReviewPanel({ submission, onClose }: { submission: TAdminIdentitySubmission; onClose: () => void }) {
  const warning = submission.status === 'pending' ? bindingProblem(submission) : '';
  return (
    <SidePanel title={`Identity #${submission.id} · ${levelText(submission.level)}`} onClose={onClose}>
      {warning && (
        <div className="alert alert-error" role="alert" style={{ marginBottom: 16 }}>
          {warning}
        </div>
      )}
      <Fields fields={fieldsOf(submission)} />
      <h3 className="section-title">Photos</h3>
      <Photos submission={submission} />
      <h3 className="section-title">Earlier submissions</h3>
      <History submission={submission} />
      {submission.status === 'pending' && <ReviewActions key={submission.id} submission={submission} onDone={onClose} />}
    </SidePanel>
  );
}
