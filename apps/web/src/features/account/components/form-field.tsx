// A labelled form row with its validation message.
import type { ReactNode } from 'react';

export function FormField({
  id,
  label,
  error,
  children,
  hint,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  children: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="form-field__control">{children}</div>
      {error ? (
        <p className="form-field__error" role="alert" id={`${id}-error`}>
          {error}
        </p>
      ) : hint ? (
        <p className="form-field__hint">{hint}</p>
      ) : null}
    </div>
  );
}
