// One user: who they are, their balances per account type (available and frozen) and the ledger
// entries that made them.
import { useQuery } from '@tanstack/react-query';
import type { TAdminBalance } from '@platform/shared/schemas/admin';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { Fields } from '../../components/fields.tsx';
import { LedgerEntries } from '../../components/ledger-entries.tsx';
import { Failed, Loading } from '../../components/states.tsx';
import { accountTypeTitle, amountText, orDash, timeText } from '../../lib/format.ts';
import { ROUTES, hrefOf } from '../../lib/router.ts';
import { userQuery } from './api.ts';
import { phoneText } from './users-page.tsx';

const ACCOUNT_TYPES = Object.values(ACCOUNT_TYPE);

function AccountBalances({ accountType, balances }: { accountType: number; balances: TAdminBalance[] }) {
  return (
    <div className="account-card">
      <h3>{accountTypeTitle(accountType)}</h3>
      {balances.length === 0 ? (
        <p className="muted">No balance.</p>
      ) : (
        <table className="table table-compact">
          <thead>
            <tr>
              <th>Coin</th>
              <th className="num">Available</th>
              <th className="num">Frozen</th>
            </tr>
          </thead>
          <tbody>
            {balances.map((balance) => (
              <tr key={balance.coin_id}>
                <td>{balance.coin}</td>
                <td className="num">{amountText(balance.available)}</td>
                <td className="num">{amountText(balance.frozen)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

export function UserPage({ id }: { id: number }) {
  const detail = useQuery(userQuery(id));
  const user = detail.data?.user;
  return (
    <section className="page">
      <header className="page-header">
        <div>
          <a className="back" href={hrefOf(ROUTES.users)}>
            ← Users
          </a>
          <h1>{user ? `${user.nickname} · #${user.id}` : `User #${id}`}</h1>
        </div>
      </header>
      {detail.error ? (
        <div className="card">
          <Failed error={detail.error} onRetry={() => void detail.refetch()} />
        </div>
      ) : !detail.data || !user ? (
        <div className="card">
          <Loading />
        </div>
      ) : (
        <>
          <div className="card">
            <Fields
              fields={[
                { label: 'Email', value: orDash(user.email) },
                { label: 'Phone', value: phoneText(user) },
                { label: 'Role', value: user.role },
                { label: 'Verification', value: `${user.real_status} (level ${user.real_level})` },
                { label: 'Registered', value: timeText(user.created_at) },
              ]}
            />
          </div>
          <h2 className="section-title">Balances</h2>
          <div className="accounts">
            {ACCOUNT_TYPES.map((accountType) => (
              <AccountBalances
                key={accountType}
                accountType={accountType}
                balances={detail.data.balances.filter((balance) => balance.account_type === accountType)}
              />
            ))}
          </div>
        </>
      )}
      {!detail.error && (
        <>
          <h2 className="section-title">Ledger entries</h2>
          <div className="card">
            <LedgerEntries userId={id} />
          </div>
        </>
      )}
    </section>
  );
}
