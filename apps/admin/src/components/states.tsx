// The three states every list and panel shows besides its data: loading, empty, and failed with a retry.
import { ApiError, errorText } from '../lib/api.ts';

/** A refusal from the server (a record that does not exist) stays a refusal; a lost connection is worth retrying. */
const isRetryable = (error: unknown) => !(error instanceof ApiError) || error.type === 'network' || error.type === 'http';

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="state state-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

export function Empty({ text }: { text: string }) {
  return <div className="state state-empty">{text}</div>;
}

export function Failed({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div className="state state-error" role="alert">
      <span>{errorText(error)}</span>
      {onRetry && isRetryable(error) && (
        <button type="button" className="btn btn-small" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}
