// The top bar of a stacked page: a back arrow (home when there is no history) and a title.
import type { ReactNode } from 'react';
import { NavBar } from 'antd-mobile';
import { goBack } from '../lib/hash-location.ts';

export function PageNavBar({ title, right, onBack }: { title: ReactNode; right?: ReactNode; onBack?: () => void }) {
  const back = () => {
    if (onBack) onBack();
    else goBack('/');
  };
  return (
    <NavBar className="page-nav-bar" onBack={back} right={right}>
      {title}
    </NavBar>
  );
}
