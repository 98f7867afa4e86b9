// Label and value pairs of one record, two to a row.
import type { ReactNode } from 'react';

export type Field = { label: string; value: ReactNode; mono?: boolean; wide?: boolean };

export function Fields({ fields }: { fields: Field[] }) {
  return (
    <dl className="fields">
      {fields.map((field) => (
        <div key={field.label} className={`field ${field.wide ? 'wide' : ''}`}>
          <dt>{field.label}</dt>
          <dd className={field.mono ? 'mono' : ''}>{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}
