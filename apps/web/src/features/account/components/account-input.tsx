// The account input: an email address, or a phone number after its region code (the region picker
// is the page /pages/common/area, which writes the chosen region to the form store).
import { DownOutline } from 'antd-mobile-icons';
import type { AccountKind } from '@platform/shared/account-rules';
import { navigate } from '../../../lib/hash-location.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useFormStore } from '../../../lib/account-form-store.ts';

type Props = { id: string; kind: AccountKind; value: string; onValueChange: (value: string) => void; testId: string; invalid?: boolean };

export function AccountInput({ id, kind, value, onValueChange, testId, invalid }: Props) {
  const { t } = useTranslation('common');
  const region = useFormStore((state) => state.region);
  return (
    <>
      {kind === 'phone' ? (
        <button
          type="button"
          className="region-button"
          onClick={() => navigate(PATHS.area)}
          aria-label={t('area.choose')}
          data-testid={`${testId}-region`}
        >
          +{region.code}
          <DownOutline fontSize={10} />
        </button>
      ) : null}
      <input
        id={id}
        className="text-input"
        type={kind === 'email' ? 'email' : 'tel'}
        inputMode={kind === 'email' ? 'email' : 'numeric'}
        autoComplete={kind === 'email' ? 'email' : 'tel-national'}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        placeholder={t(kind === 'email' ? 'account.emailPlaceholder' : 'account.phonePlaceholder')}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        data-testid={testId}
      />
    </>
  );
}
