// The back office's shell: the login screen without a session, a check that the stored session is
// still an admin's, then the sidebar layout with the screen of the current hash route.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { adminMe } from '@platform/shared/contract/admin';
import { NoticeHost } from '../components/notices.tsx';
import { Failed, Loading } from '../components/states.tsx';
import { ArticlesPage } from '../features/articles/articles-page.tsx';
import { AuditPage } from '../features/audit/audit-page.tsx';
import { IdentityPage } from '../features/identity/identity-page.tsx';
import { SupportPage } from '../features/support/support-page.tsx';
import { StakingPage } from '../features/staking/staking-page.tsx';
import { IeoPage } from '../features/ieo/ieo-page.tsx';
import { DepositsPage } from '../features/deposits/deposits-page.tsx';
import { LedgerPage } from '../features/ledger/ledger-page.tsx';
import { LoginPage } from '../features/login/login-page.tsx';
import { LoansPage } from '../features/loans/loans-page.tsx';
import { UserPage } from '../features/users/user-page.tsx';
import { UsersPage } from '../features/users/users-page.tsx';
import { WithdrawalsPage } from '../features/withdrawals/withdrawals-page.tsx';
import { DualPage } from '../features/dual/dual-page.tsx';
import { api } from '../lib/api.ts';
import { ROUTES, useHashPath } from '../lib/router.ts';
import { confirmAdmin, useSession } from '../lib/session.ts';
import { Layout } from './layout.tsx';
import { queryClient } from './query-client.ts';

function Screen({ path }: { path: string }) {
  const user = /^\/users\/(\d+)$/.exec(path);
  if (user) return <UserPage id={Number(user[1])} />;
  switch (path) {
    case ROUTES.withdrawals:
      return <WithdrawalsPage />;
    case ROUTES.users:
      return <UsersPage />;
    case ROUTES.ledger:
      return <LedgerPage />;
    case ROUTES.audit:
      return <AuditPage />;
    case ROUTES.identity:
      return <IdentityPage />;
    case ROUTES.articles:
      return <ArticlesPage />;
    case ROUTES.support:
      return <SupportPage />;
    case ROUTES.loans:
      return <LoansPage />;
    case ROUTES.dual:
      return <DualPage />;
    case ROUTES.staking:
      return <StakingPage />;
    case ROUTES.ieo:
      return <IeoPage />;
    default:
      return <DepositsPage />;
  }
}

/** A token from an earlier visit: admin/me says whether it is still an admin's (the API client ends it if not). */
function SessionCheck() {
  const me = useQuery({ queryKey: ['admin', 'me'], queryFn: ({ signal }) => api.call(adminMe, {}, { signal }) });
  useEffect(() => {
    if (me.data) confirmAdmin(me.data);
  }, [me.data]);
  return (
    <div className="center-screen">
      {me.error ? <Failed error={me.error} onRetry={() => void me.refetch()} /> : <Loading label="Checking your session…" />}
    </div>
  );
}

export function App() {
  const session = useSession();
  const path = useHashPath();
  useEffect(() => {
    // Nothing one admin saw stays in memory for the next login.
    if (!session.token) queryClient.clear();
  }, [session.token]);

  let content;
  if (!session.token) content = <LoginPage notice={session.notice} />;
  else if (!session.me) content = <SessionCheck />;
  else
    content = (
      <Layout me={session.me} path={path}>
        <Screen path={path} />
      </Layout>
    );
  return (
    <>
      {content}
      <NoticeHost />
    </>
  );
}
