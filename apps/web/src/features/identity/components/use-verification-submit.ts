// What both verification forms do on submit: check the input with the shared schema (each wrong
// field gets its message and nothing is sent), then send it and say it is under review.
import { useState } from 'react';
import { Toast } from 'antd-mobile';
import type { UseMutationResult } from '@tanstack/react-query';
import type { TRealState } from '@platform/shared/schemas/identity';
import { validateFields, type FieldErrors } from '../../../lib/field-validation.ts';
import { useTranslation } from '../../../lib/i18n.ts';

type Schema<T> = Parameters<typeof validateFields<T>>[0];

export function useVerificationSubmit<T>(schema: Schema<T>, submit: UseMutationResult<TRealState, Error, T>) {
  const { t } = useTranslation('identity');
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = (input: unknown) => {
    const result = validateFields<T>(schema, input);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    submit.mutate(result.data, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: t('submitted') });
        window.scrollTo({ top: 0 });
      },
    });
  };
  return { errors, setErrors, send };
}
