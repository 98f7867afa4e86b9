// One review action (approve or reject): its inputs, why it cannot go ahead, and its button, together,
// so the reason a click did nothing appears where the reviewer is looking.
import { useState, type ReactNode } from 'react';
import { TEXTAREA_LENGTH_MAX } from '@platform/shared/constants';

export function ReviewBox({ title, problem, children }: { title: string; problem: string; children: ReactNode }) {
  return (
    <div className="review-box">
      <h3>{title}</h3>
      {children}
      {problem && (
        <div className="alert alert-error review-problem" role="alert">
          {problem}
        </div>
      )}
    </div>
  );
}

/** The refusal of a review (reject, fail): the reason the user will see, and the button that sends it. */
export function ReasonBox({
  title,
  problem,
  placeholder,
  disabled,
  button,
  onSubmit,
}: {
  title: string;
  problem: string;
  placeholder: string;
  disabled: boolean;
  /** The button's text. */
  button: ReactNode;
  onSubmit: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <ReviewBox title={title} problem={problem}>
      <label className="form-field">
        <span>Reason shown to the user</span>
        <textarea
          value={reason}
          maxLength={TEXTAREA_LENGTH_MAX}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
          placeholder={placeholder}
        />
      </label>
      <button type="button" className="btn btn-danger" disabled={disabled} onClick={() => onSubmit(reason)}>
        {button}
      </button>
    </ReviewBox>
  );
}
