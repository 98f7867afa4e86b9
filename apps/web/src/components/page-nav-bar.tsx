// The top bar of a stacked page: a back arrow (home when there is no history) and a title.
import type { ReactNode } from 'react';
import { NavBar } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';

/** Whether this tab has a page of ours to go back to (react-router keeps the index in history.state). */
export function canGoBack(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

export function PageNavBar({ title, right, onBack }: { title: ReactNode; right?: ReactNode; onBack?: () => void }) {
  const navigate = useNavigate();
  const goBack = () => {
    if (onBack) onBack();
    else if (canGoBack()) navigate(-1);
    else navigate('/', { replace: true });
  };
  return (
    <NavBar className="page-nav-bar" onBack={goBack} right={right}>
      {title}
    </NavBar>
  );
}
