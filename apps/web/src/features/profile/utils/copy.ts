// Copies a text and says whether it worked.
import { Toast } from 'antd-mobile';
import { copyToClipboard } from '../../../lib/clipboard.ts';
import { translate } from '../../../lib/i18n.ts';

export async function copyWithToast(text: string, doneKey = 'profile:copy.done'): Promise<void> {
  const copied = await copyToClipboard(text);
  Toast.show({ content: translate(copied ? doneKey : 'profile:copy.failed') });
}
