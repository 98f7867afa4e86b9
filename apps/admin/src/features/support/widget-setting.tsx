// The support_url setting: a third-party chat widget's (Meiqia) enterprise id sends the users to
// that widget instead of this chat; empty keeps this chat. Saving is audited.
import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SUPPORT_WIDGET_ID_RE } from '@platform/shared/schemas/support';
import { notify } from '../../components/notices.tsx';
import { Failed } from '../../components/states.tsx';
import { errorText } from '../../lib/api.ts';
import { settingQuery, useSaveSetting } from './api.ts';
import styles from './support.module.css';

export function WidgetSetting() {
  const setting = useQuery(settingQuery());
  const save = useSaveSetting();
  const [value, setValue] = useState('');
  const stored = setting.data?.support_url ?? '';
  useEffect(() => setValue(stored), [stored]);

  const trimmed = value.trim();
  const invalid = trimmed !== '' && !SUPPORT_WIDGET_ID_RE.test(trimmed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    save.mutate(trimmed, {
      onSuccess: () => notify(trimmed ? 'The users now reach the chat widget' : 'The users now reach this chat'),
      onError: (error) => notify(errorText(error), 'error'),
    });
  };

  if (setting.error) return <Failed error={setting.error} onRetry={() => void setting.refetch()} />;
  return (
    <form className={`card ${styles.setting}`} onSubmit={submit}>
      <label className="form-field">
        <span>Third-party chat widget (Meiqia enterprise id)</span>
        <input
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder="Empty: users write to this chat"
          maxLength={64}
        />
      </label>
      <button type="submit" className="btn" disabled={save.isPending || invalid || trimmed === stored}>
        {save.isPending ? 'Saving…' : 'Save'}
      </button>
      <p className={invalid ? styles.settingError : 'hint'}>
        {invalid
          ? 'Only letters, digits, - and _.'
          : stored
            ? `Users are sent to the widget ${stored}; this inbox only shows earlier conversations.`
            : 'Users write to this chat. Enter a widget id to send them to the third-party widget instead.'}
      </p>
    </form>
  );
}
