// The state of one account form: its draft in the form store, the account kind and field errors.
import { useState } from 'react';
import type { AccountKind } from '@platform/shared/account-rules';
import type { FieldErrors } from '../../lib/field-validation.ts';
import { useFormStore, type FormName } from '../../lib/account-form-store.ts';

export function useAccountForm(form: FormName) {
  const values = useFormStore((state) => state.values[form]);
  const kind = useFormStore((state) => state.kinds[form]);
  const region = useFormStore((state) => state.region);
  const [errors, setErrors] = useState<FieldErrors>({});

  const value = (field: string) => values[field] ?? '';
  const setValue = (field: string, next: string) => {
    useFormStore.getState().setValue(form, field, next);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const setKind = (next: AccountKind) => {
    if (next === kind) return;
    const store = useFormStore.getState();
    store.setKind(form, next);
    // An email address is not a phone number: the account and its code start over.
    for (const field of ['user_string', 'account', 'code']) store.setValue(form, field, '');
    setErrors({});
  };
  const showError = (field: string, message: string) => setErrors((current) => ({ ...current, [field]: message }));
  const reset = () => useFormStore.getState().reset(form);

  return { value, kind, region, errors, setErrors, setValue, setKind, showError, reset };
}

export type AccountForm = ReturnType<typeof useAccountForm>;
