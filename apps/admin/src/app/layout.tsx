// The desktop frame: a sidebar with the back office's screens (review queues show how many wait)
// and the signed-in admin, and the current screen beside it.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { userLogout } from '@platform/shared/contract/account';
import type { TAdminMe } from '@platform/shared/schemas/admin';
import { pendingDepositsQuery } from '../features/deposits/api.ts';
import { pendingIdentityQuery } from '../features/identity/api.ts';
import { pendingSupportQuery } from '../features/support/api.ts';
import { pendingWithdrawalsQuery } from '../features/withdrawals/api.ts';
import { api } from '../lib/api.ts';
import { ROUTES, hrefOf } from '../lib/router.ts';
import { signOut } from '../lib/session.ts';

type NavItem = { path: string; label: string; icon: string; pending?: number };

function NavLink({ item, active }: { item: NavItem; active: boolean }) {
  return (
    <a href={hrefOf(item.path)} className={`nav-link ${active ? 'active' : ''}`} aria-current={active ? 'page' : undefined}>
      <span className="nav-icon" aria-hidden="true">
        {item.icon}
      </span>
      <span className="nav-label">{item.label}</span>
      {item.pending ? (
        <span className="nav-count" title={`${item.pending} waiting for review`}>
          {item.pending}
        </span>
      ) : null}
    </a>
  );
}

async function logOut(): Promise<void> {
  try {
    await api.call(userLogout);
  } catch {
    // The session ends here either way; a failed revoke only leaves a token nobody holds.
  }
  signOut();
}

export function Layout({ me, path, children }: { me: TAdminMe; path: string; children: ReactNode }) {
  const pendingDeposits = useQuery(pendingDepositsQuery());
  const pendingWithdrawals = useQuery(pendingWithdrawalsQuery());
  const pendingIdentity = useQuery(pendingIdentityQuery());
  const pendingSupport = useQuery(pendingSupportQuery());
  const items: NavItem[] = [
    { path: ROUTES.deposits, label: 'Deposits review', icon: '↓', pending: pendingDeposits.data },
    { path: ROUTES.withdrawals, label: 'Withdrawals review', icon: '↑', pending: pendingWithdrawals.data },
    { path: ROUTES.identity, label: 'Identity review', icon: '◎', pending: pendingIdentity.data },
    { path: ROUTES.support, label: 'Support chat', icon: '✉', pending: pendingSupport.data },
    { path: ROUTES.users, label: 'Users', icon: '☺' },
    { path: ROUTES.articles, label: 'Articles', icon: '¶' },
    { path: ROUTES.loans, label: 'Crypto loans', icon: '%' },
    { path: ROUTES.dual, label: 'Dual investment', icon: '⇄' },
    { path: ROUTES.staking, label: 'Staking products', icon: '⧗' },
    { path: ROUTES.ieo, label: 'IEO projects', icon: '⚑' },
    { path: ROUTES.ledger, label: 'Ledger health', icon: '≡' },
    { path: ROUTES.audit, label: 'Audit log', icon: '✎' },
  ];
  const activePath = items.find((item) => path === item.path || path.startsWith(`${item.path}/`))?.path ?? ROUTES.deposits;
  return (
    <div className="layout">
      <aside className="sidebar">
        <div className="brand">
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={28} height={28} />
          <div>
            <div className="brand-name">Nova Exchange</div>
            <div className="brand-sub">Back office</div>
          </div>
        </div>
        <nav className="nav" aria-label="Back office">
          {items.map((item) => (
            <NavLink key={item.path} item={item} active={item.path === activePath} />
          ))}
        </nav>
        <div className="sidebar-footer">
          <div className="me" title={me.email}>
            <div className="me-name">{me.nickname}</div>
            <div className="me-email">{me.email}</div>
          </div>
          <button type="button" className="btn btn-sidebar" onClick={() => void logOut()}>
            Log out
          </button>
        </div>
      </aside>
      <main className="main">{children}</main>
    </div>
  );
}
