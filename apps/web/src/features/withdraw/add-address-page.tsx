// Add a withdrawal address (/pages/setting/addWallet?coin=3&network=TRC20): coin, chain type, name,
// address and remark, all but the remark required (SPEC.md section 5). Saving under a name that
// already holds another address asks before replacing it (SPEC.md section 8).
import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog, Selector, Toast } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { TEXTAREA_LENGTH_MAX } from '@platform/shared/constants';
import {
  ADDRESS_LENGTH_MAX,
  ADDRESS_NAME_LENGTH_MAX,
  ZAddressSaveRequest,
  isAddressOf,
  type TAddressSaveRequest,
} from '@platform/shared/schemas/withdraw';
import { FormField } from '../../components/form-field.tsx';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { ApiError } from '../../lib/api.ts';
import { validateFields, type FieldErrors } from '../../lib/field-validation.ts';
import { goBack, useHashSearch } from '../../lib/hash-location.ts';
import { textOf, useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useSaveAddressMutation } from './api/addresses.ts';
import { coinsQueryOptions } from './api/coins.ts';
import { rememberChosenAddress } from './chosen-address.ts';
import { FailedState, LoadingState } from './components/load-states.tsx';
import { useCloseDialogsOnLeave } from './use-close-dialogs.ts';
import styles from './withdraw.module.css';

type Draft = { name: string; address: string; remark: string };

/** Reading the clipboard needs a secure context (https or localhost) and a browser that offers it. */
const canPaste = () => window.isSecureContext && typeof navigator.clipboard?.readText === 'function';

export default function AddAddressPage() {
  const { t } = useTranslation('withdraw');
  useCloseDialogsOnLeave();
  const id = useId();
  const search = new URLSearchParams(useHashSearch());
  const coins = useQuery(coinsQueryOptions(useSession((state) => state.token)));
  const save = useSaveAddressMutation();
  const [coinId, setCoinId] = useState<number | null>(() => Number(search.get('coin')) || null);
  const [network, setNetwork] = useState<string | null>(() => search.get('network'));
  const [draft, setDraft] = useState<Draft>({ name: '', address: '', remark: '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  const coin = coins.data?.find((candidate) => candidate.id === coinId);
  const chosenNetwork = coin?.networks.find((candidate) => network !== null && candidate.toLowerCase() === network.toLowerCase());

  const edit = (field: keyof Draft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const paste = async () => {
    try {
      const text = (await navigator.clipboard.readText()).trim();
      if (text) edit('address', text.slice(0, ADDRESS_LENGTH_MAX));
    } catch {
      Toast.show({ content: t('add.pasteFailed') });
    }
  };

  const send = (request: TAddressSaveRequest) => {
    save.mutate(request, {
      onSuccess: (saved) => {
        // The withdrawal screen this page was opened from picks the new address.
        rememberChosenAddress(saved.currency_id, saved.network, saved.id);
        Toast.show({ icon: 'success', content: textOf('address_saved') });
        goBack(PATHS.addressBook);
      },
      onError: async (error) => {
        if (error instanceof ApiError && error.code === 'address_differs') {
          const replace = await Dialog.confirm({
            content: error.message,
            confirmText: t('add.replace'),
            cancelText: t('common:action.cancel'),
          });
          if (replace) send({ ...request, confirm: true });
          return;
        }
        Toast.show({ content: error.message });
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateFields(ZAddressSaveRequest, {
      currency_id: coin?.id ?? '',
      network: chosenNetwork ?? '',
      name: draft.name,
      address: draft.address,
      remark: draft.remark,
    });
    const found = 'errors' in result ? { ...result.errors } : {};
    if (!found.address && chosenNetwork && draft.address.trim() && !isAddressOf(chosenNetwork, draft.address.trim())) {
      found.address = textOf('address_invalid');
    }
    if (!coin) found.currency_id = t('add.coinRequired');
    else if (!chosenNetwork) found.network = t('add.networkRequired');
    setErrors(found);
    if (Object.values(found).some(Boolean) || 'errors' in result) return;
    send(result.data);
  };

  const form = () => {
    if (coins.isError) return <FailedState error={coins.error} onRetry={() => void coins.refetch()} />;
    if (!coins.data) return <LoadingState />;
    return (
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={errors.currency_id ? 'form-field form-field--invalid' : 'form-field'}>
          <span className="form-field__label">{t('add.coin')}</span>
          <Selector
            className={styles.selector}
            columns={4}
            options={coins.data.map((candidate) => ({ label: candidate.name, value: candidate.id }))}
            value={coin ? [coin.id] : []}
            onChange={(values) => {
              const next = coins.data.find((candidate) => candidate.id === values[0]);
              setCoinId(next?.id ?? null);
              setNetwork(next?.networks.length === 1 ? (next.networks[0] ?? null) : null);
              setErrors((current) => ({ ...current, currency_id: undefined, network: undefined, address: undefined }));
            }}
            data-testid="address-coin"
          />
          {errors.currency_id ? <p className="form-field__error">{errors.currency_id}</p> : null}
        </div>
        <div className={errors.network ? 'form-field form-field--invalid' : 'form-field'}>
          <span className="form-field__label">{t('add.network')}</span>
          {coin ? (
            <Selector
              className={styles.selector}
              columns={3}
              options={coin.networks.map((name) => ({ label: name, value: name }))}
              value={chosenNetwork ? [chosenNetwork] : []}
              onChange={(values) => {
                setNetwork(values[0] ?? null);
                setErrors((current) => ({ ...current, network: undefined, address: undefined }));
              }}
              data-testid="address-network"
            />
          ) : (
            <p className="form-field__hint">{t('add.coinFirst')}</p>
          )}
          {errors.network ? <p className="form-field__error">{errors.network}</p> : null}
        </div>
        <FormField id={`${id}-name`} label={t('add.name')} error={errors.name}>
          <input
            id={`${id}-name`}
            className="text-input"
            maxLength={ADDRESS_NAME_LENGTH_MAX}
            autoComplete="off"
            placeholder={t('add.namePlaceholder')}
            value={draft.name}
            onChange={(event) => edit('name', event.target.value)}
            aria-invalid={Boolean(errors.name) || undefined}
            data-testid="address-name"
          />
        </FormField>
        <FormField id={`${id}-address`} label={t('add.address')} error={errors.address}>
          <input
            id={`${id}-address`}
            className="text-input"
            maxLength={ADDRESS_LENGTH_MAX}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={chosenNetwork ? t('add.addressPlaceholder', { network: chosenNetwork }) : t('add.addressPlaceholderAny')}
            value={draft.address}
            onChange={(event) => edit('address', event.target.value.trim())}
            aria-invalid={Boolean(errors.address) || undefined}
            data-testid="address-value"
          />
          {canPaste() ? (
            <button type="button" className="send-code-button" onClick={() => void paste()} data-testid="address-paste">
              {t('add.paste')}
            </button>
          ) : null}
        </FormField>
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${id}-remark`}>
            {t('add.remark')}
          </label>
          <div className={`form-field__control ${styles.textareaControl}`}>
            <textarea
              id={`${id}-remark`}
              className={styles.textarea}
              rows={3}
              maxLength={TEXTAREA_LENGTH_MAX}
              placeholder={t('add.remarkPlaceholder')}
              value={draft.remark}
              onChange={(event) => edit('remark', event.target.value)}
              data-testid="address-remark"
            />
          </div>
          <p className={styles.counter}>
            {draft.remark.length}/{TEXTAREA_LENGTH_MAX}
          </p>
        </div>
        <p className={styles.notice}>{t('add.notice')}</p>
        <Button type="submit" color="primary" size="large" block loading={save.isPending} data-testid="address-save">
          {t('add.save')}
        </Button>
      </form>
    );
  };

  return (
    <div className="stack-page">
      <PageNavBar title={t('add.title')} onBack={() => goBack(PATHS.addressBook)} />
      {form()}
    </div>
  );
}
