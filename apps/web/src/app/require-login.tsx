// The guard of SPEC.md section 2: a page that needs login shows the login prompt and, without a
// token, goes to /pages/common/login after 500 ms (replacing itself, so back does not bounce).
import { useEffect, type ReactNode } from 'react';
import { LAUNCH_LOGIN_REDIRECT_DELAY_MS } from '@platform/shared/constants';
import { LoginPrompt } from '../components/login-prompt.tsx';
import { navigate, useHashRoute } from '../lib/hash-location.ts';
import { PATHS } from '../lib/paths.ts';
import { useSession } from '../lib/session.ts';

export function RequireLogin({ children }: { children: ReactNode }) {
  const token = useSession((state) => state.token);
  const from = useHashRoute();

  useEffect(() => {
    if (token) return;
    const timer = window.setTimeout(() => navigate(PATHS.login, { replace: true, state: { from } }), LAUNCH_LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [token, from]);

  return token ? children : <LoginPrompt />;
}
