// The guard of SPEC.md section 2: a page that needs login shows the login prompt and, without a
// token, goes to /pages/common/login after 500 ms (replacing itself, so back does not bounce).
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LAUNCH_LOGIN_REDIRECT_DELAY_MS } from '@platform/shared/constants';
import { LoginPrompt } from '../components/login-prompt.tsx';
import { PATHS } from '../lib/paths.ts';
import { useSession } from '../lib/session.ts';

export function RequireLogin({ children }: { children: ReactNode }) {
  const token = useSession((state) => state.token);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (token) return;
    const timer = window.setTimeout(
      () => navigate(PATHS.login, { replace: true, state: { from: `${pathname}${search}` } }),
      LAUNCH_LOGIN_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [token, navigate, pathname, search]);

  return token ? children : <LoginPrompt />;
}
