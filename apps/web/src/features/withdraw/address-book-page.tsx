// The withdrawal address book (/pages/setting/wallet): saved addresses grouped by coin and network,
// to copy or delete; withdrawals go only to these (SPEC.md section 6).
import { Button, Dialog, Toast } from 'antd-mobile';
import { AddOutline, DeleteOutline, EnvironmentOutline, FileOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import type { TAddress } from '@platform/shared/schemas/withdraw';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { StatusScreen } from '../../components/status-screen.tsx';
import { copyToClipboard } from '../../lib/clipboard.ts';
import { goBack, navigate } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { addressesQueryOptions, useDeleteAddressMutation } from './api/addresses.ts';
import { FailedState, LoadingState } from './components/load-states.tsx';
import { useCloseDialogsOnLeave } from './use-close-dialogs.ts';
import styles from './withdraw.module.css';

type Group = { key: string; coin: string; network: string; addresses: TAddress[] };

function groupByCoinAndNetwork(addresses: TAddress[]): Group[] {
  const groups = new Map<string, Group>();
  const sorted = [...addresses].sort(
    (a, b) => a.currency_id - b.currency_id || a.network.localeCompare(b.network) || b.created_at - a.created_at,
  );
  for (const address of sorted) {
    const key = `${address.currency_id}:${address.network}`;
    const group = groups.get(key) ?? { key, coin: address.currency_name, network: address.network, addresses: [] };
    group.addresses.push(address);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export default function AddressBookPage() {
  const { t } = useTranslation('withdraw');
  useCloseDialogsOnLeave();
  const addresses = useQuery(addressesQueryOptions());
  const remove = useDeleteAddressMutation();
  const add = () => navigate(PATHS.addAddress);

  const copy = async (address: TAddress) => {
    const copied = await copyToClipboard(address.address);
    Toast.show({ content: copied ? t('book.copied') : t('book.copyFailed') });
  };
  const confirmDelete = async (address: TAddress) => {
    const confirmed = await Dialog.confirm({
      title: t('book.deleteTitle'),
      content: t('book.deleteConfirm', { name: address.name }),
      confirmText: <span className={styles.danger}>{t('book.delete')}</span>,
      cancelText: t('common:action.cancel'),
    });
    if (!confirmed) return;
    remove.mutate(address.id, { onSuccess: () => Toast.show({ icon: 'success', content: t('book.deleted') }) });
  };

  const body = () => {
    if (addresses.isError) return <FailedState error={addresses.error} onRetry={() => void addresses.refetch()} />;
    if (!addresses.data) return <LoadingState />;
    if (addresses.data.length === 0) {
      return (
        <StatusScreen
          testId="address-book-empty"
          icon={<EnvironmentOutline />}
          title={t('book.empty')}
          body={t('book.emptyHint')}
          actions={
            <Button color="primary" block onClick={add} data-testid="address-book-add-first">
              {t('book.add')}
            </Button>
          }
        />
      );
    }
    return (
      <>
        {groupByCoinAndNetwork(addresses.data).map((group) => (
          <section key={group.key} className={styles.group} data-testid={`address-group-${group.coin}-${group.network}`}>
            <h2 className={styles.groupTitle}>
              {group.coin} <span className={styles.groupNetwork}>{group.network}</span>
            </h2>
            <ul className={styles.entries}>
              {group.addresses.map((address) => (
                <li key={address.id} className={styles.entry} data-testid={`address-entry-${address.id}`}>
                  <div className={styles.entryMain}>
                    <span className={styles.addressName}>{address.name}</span>
                    <span className={styles.addressText}>{address.address}</span>
                    {address.remark ? <span className={styles.entryRemark}>{address.remark}</span> : null}
                  </div>
                  <div className={styles.entryActions}>
                    <button
                      type="button"
                      className="icon-button"
                      onClick={() => void copy(address)}
                      aria-label={t('book.copy')}
                      data-testid={`address-copy-${address.id}`}
                    >
                      <FileOutline />
                    </button>
                    <button
                      type="button"
                      className="icon-button"
                      onClick={() => void confirmDelete(address)}
                      disabled={remove.isPending}
                      aria-label={t('book.delete')}
                      data-testid={`address-delete-${address.id}`}
                    >
                      <DeleteOutline />
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <div className="page-actions">
          <Button block color="primary" size="large" onClick={add} data-testid="address-book-add">
            <AddOutline /> {t('book.add')}
          </Button>
        </div>
      </>
    );
  };

  return (
    <div className="stack-page">
      <PageNavBar
        title={t('book.title')}
        onBack={() => goBack(PATHS.settings)}
        right={
          <button type="button" className="icon-button" onClick={add} aria-label={t('book.add')} data-testid="address-book-add-top">
            <AddOutline />
          </button>
        }
      />
      {body()}
    </div>
  );
}
