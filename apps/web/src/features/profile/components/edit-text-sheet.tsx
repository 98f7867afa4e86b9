// A bottom sheet that edits one text of the profile (nickname, signature): the shared rule is
// checked before sending and the server's refusal is shown under the field; nothing is changed
// until a value passes both.
import { useId, useState, type FormEvent } from 'react';
import { Button, Popup } from 'antd-mobile';
import { FormField } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { textOf, useTranslation } from '../../../lib/i18n.ts';
import styles from '../profile.module.css';

type Props = {
  visible: boolean;
  title: string;
  label: string;
  hint: string;
  placeholder: string;
  initialValue: string;
  /** A textarea with a counter instead of a one-line input. */
  multiline?: { maxLength: number };
  /** The message of the first broken rule, or null when the value may be sent. */
  check: (value: string) => string | null;
  save: (value: string) => Promise<unknown>;
  onClose: () => void;
  testId: string;
};

export function EditTextSheet(props: Props) {
  return (
    <Popup visible={props.visible} onMaskClick={props.onClose} onClose={props.onClose} bodyClassName={styles.sheet} destroyOnClose>
      <EditTextForm {...props} />
    </Popup>
  );
}

/** Mounted each time the sheet opens (destroyOnClose), so it starts from the current value. */
function EditTextForm({ title, label, hint, placeholder, initialValue, multiline, check, save, onClose, testId }: Props) {
  const { t } = useTranslation('profile');
  const id = useId();
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const broken = check(value);
    if (broken !== null) {
      setError(broken || textOf('parameter_error'));
      return;
    }
    setSaving(true);
    try {
      await save(value);
      onClose();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : textOf('failed'));
    } finally {
      setSaving(false);
    }
  };

  const change = (next: string) => {
    setValue(next);
    setError('');
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid={testId}>
      <h2 className={styles.sheetTitle}>{title}</h2>
      <FormField id={id} label={label} error={error || undefined} hint={hint}>
        {multiline ? (
          <textarea
            id={id}
            className={styles.textArea}
            value={value}
            maxLength={multiline.maxLength}
            placeholder={placeholder}
            onChange={(event) => change(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            data-testid={`${testId}-input`}
          />
        ) : (
          <input
            id={id}
            className="text-input"
            value={value}
            placeholder={placeholder}
            autoComplete="nickname"
            enterKeyHint="done"
            onChange={(event) => change(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            data-testid={`${testId}-input`}
          />
        )}
      </FormField>
      {multiline ? (
        <p className={styles.counter}>
          {Array.from(value).length}/{multiline.maxLength}
        </p>
      ) : null}
      <div className={styles.sheetActions}>
        <Button fill="outline" onClick={onClose} disabled={saving}>
          {t('action.cancel')}
        </Button>
        <Button type="submit" color="primary" loading={saving} data-testid={`${testId}-save`}>
          {t('action.save')}
        </Button>
      </div>
    </form>
  );
}
