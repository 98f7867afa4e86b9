// A confirmation opened with Dialog.confirm lives outside the page: close it when the page goes
// (back button, a link), so it never covers the next screen.
import { useEffect } from 'react';
import { Dialog } from 'antd-mobile';

export function useCloseDialogsOnLeave(): void {
  useEffect(() => () => Dialog.clear(), []);
}
