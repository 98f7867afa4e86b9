// The third-party chat widget (Meiqia) of the support_url setting, loaded the vendor's documented
// way: a queueing `_MEIQIA` function first, the calls queued on it (enterprise id, no floating
// button, English), then the loader script, which takes the queue over. Its origins are allowed by
// the pages' CSP (SUPPORT_WIDGET_CSP, apps/server/src/app.ts).
import { SUPPORT_WIDGET_LANGUAGE, SUPPORT_WIDGET_LOADER_URL } from '@platform/shared/schemas/support';

type MeiqiaCall = (...args: unknown[]) => void;
type MeiqiaQueue = MeiqiaCall & { a?: unknown[][] };

declare global {
  interface Window {
    _MEIQIA?: MeiqiaQueue;
  }
}

const SCRIPT_ID = 'support-widget-loader';
let loaded: Promise<void> | null = null;

function meiqia(...args: unknown[]): void {
  window._MEIQIA?.(...args);
}

/** Loads the widget once per page load; a failed load may be tried again. */
export function loadSupportWidget(entId: string): Promise<void> {
  loaded ??= new Promise<void>((resolve, reject) => {
    const queue: MeiqiaQueue = (...args: unknown[]) => {
      (queue.a ??= []).push(args);
    };
    window._MEIQIA = queue;
    meiqia('entId', entId);
    meiqia('withoutBtn');
    meiqia('language', SUPPORT_WIDGET_LANGUAGE);

    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.async = true;
    script.charset = 'UTF-8';
    script.src = SUPPORT_WIDGET_LOADER_URL;
    script.onload = () => resolve();
    script.onerror = () => {
      // Start clean on retry: no half-made queue, no dead script element.
      script.remove();
      delete window._MEIQIA;
      loaded = null;
      reject(new Error('support widget did not load'));
    };
    document.head.append(script);
  });
  return loaded;
}

/** Opens the chat panel (the widget has no button of its own here). */
export const showSupportPanel = () => meiqia('showPanel');
/** Closes it when the page is left, so it does not cover the next screen. */
export const hideSupportPanel = () => meiqia('hidePanel');
