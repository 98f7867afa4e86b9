// How the back office shows amounts, times and the platform's names. Amounts stay decimal strings
// with every digit the server sent: a reviewer compares them with a bank statement or a chain.
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { formatDateTime } from '@platform/shared/format';

const ACCOUNT_TYPE_NAMES: Record<number, { name: string; holds: string }> = {
  [ACCOUNT_TYPE.legal]: { name: 'Legal', holds: 'fiat' },
  [ACCOUNT_TYPE.change]: { name: 'Change', holds: 'coin' },
  [ACCOUNT_TYPE.lever]: { name: 'Lever', holds: 'contract' },
  [ACCOUNT_TYPE.micro]: { name: 'Micro', holds: 'options' },
};

/** "Legal", for table cells. */
export function accountTypeName(id: number): string {
  return ACCOUNT_TYPE_NAMES[id]?.name ?? `Account ${id}`;
}

/** "Legal (fiat)", for headings. */
export function accountTypeTitle(id: number): string {
  const type = ACCOUNT_TYPE_NAMES[id];
  return type ? `${type.name} (${type.holds})` : `Account ${id}`;
}

/** A balance owner: a user's id, or one of the platform's own accounts ("platform:fees" reads "fees"). */
export function platformAccountName(owner: string): string {
  return owner.replace(/^platform:/, '').replaceAll('_', ' ');
}

/** "1234567.891" -> "1,234,567.891": thousands grouped, no digit dropped. */
export function amountText(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const negative = value.startsWith('-');
  const [whole = '0', fraction] = (negative ? value.slice(1) : value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** A signed ledger amount with its sign always shown. */
export function signedAmountText(value: string): string {
  return value.startsWith('-') ? amountText(value) : `+${amountText(value)}`;
}

/** Date and time in New York, the platform's time zone (SPEC.md section 9). */
export function timeText(epochMs: number | null | undefined): string {
  return epochMs ? formatDateTime(epochMs) : '—';
}

export function orDash(value: string | null | undefined): string {
  return value ? value : '—';
}

/** When a reviewed record was decided and by whom; a dash while it waits. */
export function reviewedText(record: { reviewed_at: number | null; reviewed_by_email: string | null }): string {
  return record.reviewed_at ? `${timeText(record.reviewed_at)} by ${orDash(record.reviewed_by_email)}` : '—';
}
