// One row of a settings-style list: an icon, a label, the current value and an arrow.
import type { ReactNode } from 'react';
import { RightOutline } from 'antd-mobile-icons';

export function MenuRow({
  icon,
  label,
  value,
  onClick,
  testId,
}: {
  icon?: ReactNode;
  label: ReactNode;
  value?: ReactNode;
  onClick?: () => void;
  testId?: string;
}) {
  const content = (
    <>
      {icon ? <span className="menu-row__icon">{icon}</span> : null}
      <span className="menu-row__label">{label}</span>
      {value !== undefined ? <span className="menu-row__value">{value}</span> : null}
      {onClick ? <RightOutline className="menu-row__arrow" /> : null}
    </>
  );
  return onClick ? (
    <button type="button" className="menu-row" onClick={onClick} data-testid={testId}>
      {content}
    </button>
  ) : (
    <div className="menu-row" data-testid={testId}>
      {content}
    </div>
  );
}
