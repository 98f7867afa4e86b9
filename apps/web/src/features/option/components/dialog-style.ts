// The width of the option dialogs (risk notice, result). antd-mobile's CenterPopup caps its wrapper at
// 75vw by default, so a wider body overflowed to the right and the dialog sat off-centre; the wrapper
// gets the body's own width instead. Inline, so no stylesheet order can undo it.
import type { CSSProperties } from 'react';

const DIALOG_WIDTH = 'min(340px, calc(100vw - 40px))';

export const DIALOG_POPUP_STYLE: CSSProperties & Record<'--max-width' | '--min-width', string> = {
  '--max-width': DIALOG_WIDTH,
  '--min-width': DIALOG_WIDTH,
};
