// Email or phone: the two ways to name an account.
import { ACCOUNT_KINDS, type AccountKind } from '@platform/shared/account-rules';
import { useTranslation } from '../../../lib/i18n.ts';

export function AccountKindTabs({
  value,
  onChange,
  testIdPrefix,
}: {
  value: AccountKind;
  onChange: (kind: AccountKind) => void;
  testIdPrefix: string;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="segmented" role="tablist">
      {ACCOUNT_KINDS.map((kind) => (
        <button
          key={kind}
          type="button"
          role="tab"
          aria-selected={kind === value}
          className={kind === value ? 'segmented__item segmented__item--active' : 'segmented__item'}
          onClick={() => onChange(kind)}
          data-testid={`${testIdPrefix}-tab-${kind}`}
        >
          {t(`account.${kind}`)}
        </button>
      ))}
    </div>
  );
}
