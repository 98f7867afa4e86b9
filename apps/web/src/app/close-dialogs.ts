// Confirmations opened with Dialog.show/confirm (and Modal.show) live outside the page that opened
// them: close them when the page goes (back, a link, a tab), so one never covers the next screen.
// Loaded on the first change of page, so the first screen does not carry it.
import { Dialog, Modal } from 'antd-mobile';

export function closeDialogs(): void {
  Dialog.clear();
  Modal.clear();
}
