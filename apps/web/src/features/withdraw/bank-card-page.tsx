// The bank card for fiat withdrawals (/pages/setting/bank domestic, /pages/setting/bank_international
// international; SPEC.md section 3): the saved card loads into the form, every field is required.
import { useId, useState, type FormEvent, type HTMLAttributes } from 'react';
import { Button, Toast } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import {
  ZBankCardSaveRequest,
  ZInternationalCardSaveRequest,
  type TBankCardSaveRequest,
  type TInternationalCardSaveRequest,
} from '@platform/shared/schemas/withdraw';
import { FormField } from '../../components/form-field.tsx';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { FIAT_CODES } from '../../lib/fiat.ts';
import { validateFields, type FieldErrors } from '../../lib/field-validation.ts';
import { goBack, navigate, useHashLocation } from '../../lib/hash-location.ts';
import { textOf, useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { bankCardQueryOptions, useSaveBankCardMutation, type BankCardKind } from './api/bank-card.ts';
import { FailedState, LoadingState } from './components/load-states.tsx';
import styles from './withdraw.module.css';

type Field = { name: string; inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']; autoComplete?: string; maxLength: number };

/** The fields of each kind of card, in the order SPEC.md section 3 lists their labels. */
const FIELDS: Record<BankCardKind, readonly Field[]> = {
  domestic: [
    { name: 'holder_name', autoComplete: 'name', maxLength: 100 },
    { name: 'account_number', inputMode: 'numeric', maxLength: 64 },
    { name: 'bank_name', maxLength: 100 },
    { name: 'branch', maxLength: 100 },
  ],
  international: [
    { name: 'aba_number', inputMode: 'numeric', maxLength: 32 },
    { name: 'holder_name', autoComplete: 'name', maxLength: 100 },
    { name: 'account_number', maxLength: 64 },
    { name: 'province_city', maxLength: 100 },
    { name: 'bank_name', maxLength: 100 },
    { name: 'branch', maxLength: 100 },
    { name: 'swift_code', maxLength: 16 },
    { name: 'phone', inputMode: 'tel', autoComplete: 'tel', maxLength: 32 },
    { name: 'holder_address', autoComplete: 'street-address', maxLength: 200 },
  ],
};
const SCHEMAS = { domestic: ZBankCardSaveRequest, international: ZInternationalCardSaveRequest };
const PATH_OF: Record<BankCardKind, string> = { domestic: PATHS.bankCard, international: PATHS.bankCardInternational };
const KINDS: readonly BankCardKind[] = ['domestic', 'international'];

type Values = Record<string, string>;

function valuesOf(kind: BankCardKind, card: object | null | undefined): Values {
  const saved = (card ?? {}) as Record<string, unknown>;
  const names = [...FIELDS[kind].map((field) => field.name), ...(kind === 'domestic' ? ['currency'] : [])];
  return Object.fromEntries(names.map((name) => [name, typeof saved[name] === 'string' ? saved[name] : '']));
}

export default function BankCardPage() {
  const { t } = useTranslation('withdraw');
  const [path] = useHashLocation();
  const kind: BankCardKind = path === PATHS.bankCardInternational ? 'international' : 'domestic';
  const card = useQuery(bankCardQueryOptions(kind));

  return (
    <div className="stack-page">
      <PageNavBar title={t(`bank.title.${kind}`)} onBack={() => goBack(PATHS.settings)} />
      <div className={`segmented ${styles.kinds}`} role="tablist">
        {KINDS.map((option) => (
          <button
            key={option}
            type="button"
            role="tab"
            aria-selected={kind === option}
            className={kind === option ? 'segmented__item segmented__item--active' : 'segmented__item'}
            onClick={() => navigate(PATH_OF[option], { replace: true })}
            data-testid={`bank-kind-${option}`}
          >
            {t(`bank.kind.${option}`)}
          </button>
        ))}
      </div>
      {card.isError ? (
        <FailedState error={card.error} onRetry={() => void card.refetch()} />
      ) : card.isPending ? (
        <LoadingState />
      ) : (
        <BankCardForm key={kind} kind={kind} initial={valuesOf(kind, card.data)} saved={card.data !== null} />
      )}
    </div>
  );
}

function BankCardForm({ kind, initial, saved }: { kind: BankCardKind; initial: Values; saved: boolean }) {
  const { t } = useTranslation('withdraw');
  const id = useId();
  const save = useSaveBankCardMutation(kind);
  const [values, setValues] = useState<Values>(() => ({
    ...initial,
    ...(kind === 'domestic' && !initial.currency ? { currency: 'USD' } : {}),
  }));
  const [errors, setErrors] = useState<FieldErrors>({});

  const edit = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateFields<TBankCardSaveRequest | TInternationalCardSaveRequest>(SCHEMAS[kind], values);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    save.mutate(result.data, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: textOf('bank_card_saved') });
        goBack(PATHS.settings);
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {saved ? <p className={styles.notice}>{t('bank.savedHint')}</p> : <p className={styles.notice}>{t('bank.requiredHint')}</p>}
      {FIELDS[kind].map((field) => (
        <FormField key={field.name} id={`${id}-${field.name}`} label={t(`bank.field.${kind}.${field.name}`)} error={errors[field.name]}>
          <input
            id={`${id}-${field.name}`}
            className="text-input"
            inputMode={field.inputMode}
            autoComplete={field.autoComplete ?? 'off'}
            maxLength={field.maxLength}
            value={values[field.name] ?? ''}
            onChange={(event) => edit(field.name, event.target.value)}
            aria-invalid={Boolean(errors[field.name]) || undefined}
            aria-describedby={errors[field.name] ? `${id}-${field.name}-error` : undefined}
            data-testid={`bank-${field.name}`}
          />
        </FormField>
      ))}
      {kind === 'domestic' ? (
        <FormField id={`${id}-currency`} label={t('bank.field.domestic.currency')} error={errors.currency}>
          <select
            id={`${id}-currency`}
            className={`text-input ${styles.select}`}
            value={values.currency ?? ''}
            onChange={(event) => edit('currency', event.target.value)}
            data-testid="bank-currency"
          >
            {FIAT_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          <DownOutline className={styles.selectArrow} aria-hidden />
        </FormField>
      ) : null}
      <Button type="submit" color="primary" size="large" block loading={save.isPending} data-testid="bank-save">
        {t('bank.save')}
      </Button>
    </form>
  );
}
