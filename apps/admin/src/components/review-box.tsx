// One review action (approve or reject): its inputs, why it cannot go ahead, and its button, together,
// so the reason a click did nothing appears where the reviewer is looking.
import type { ReactNode } from 'react';

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
