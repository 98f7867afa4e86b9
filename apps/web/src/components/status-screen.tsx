// A centred message with an icon and actions: empty areas, failures, prompts.
import type { ReactNode } from 'react';

export function StatusScreen({
  icon,
  title,
  body,
  actions,
  testId,
}: {
  icon?: ReactNode;
  title: ReactNode;
  body?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <section className="status-screen" data-testid={testId}>
      {icon ? <div className="status-screen__icon">{icon}</div> : null}
      <h2 className="status-screen__title">{title}</h2>
      {body ? <p className="status-screen__body">{body}</p> : null}
      {actions ? <div className="status-screen__actions">{actions}</div> : null}
    </section>
  );
}
