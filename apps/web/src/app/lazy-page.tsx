// Lazy pages (SPEC.md section 2): a loading indicator only after 200 ms, a failure after 60 s, and a
// retry button when the page's chunk does not load (offline, or a new deploy removed the old file).
import { useEffect, useState, type ComponentType } from 'react';
import { Button } from 'antd-mobile';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { PAGE_LOADING_DELAY_MS, PAGE_LOAD_TIMEOUT_MS } from '@platform/shared/constants';
import { StatusScreen } from '../components/status-screen.tsx';
import { useTranslation } from '../lib/i18n.ts';

type PageModule = { default: ComponentType };
type Loader = () => Promise<PageModule>;
type LoadState = { kind: 'loading' } | { kind: 'ready'; Page: ComponentType } | { kind: 'failed'; reason: 'timeout' | 'error' };

class PageLoadTimeout extends Error {}

/** A page component that loads its module on first render; loaded modules render at once afterwards. */
export function lazyPage(loader: Loader): ComponentType {
  let loaded: ComponentType | null = null;

  function load(): Promise<ComponentType> {
    let timer = 0;
    const timeout = new Promise<never>((_, reject) => {
      timer = window.setTimeout(() => reject(new PageLoadTimeout()), PAGE_LOAD_TIMEOUT_MS);
    });
    return Promise.race([loader(), timeout])
      .then((module) => {
        loaded = module.default;
        return module.default;
      })
      .finally(() => window.clearTimeout(timer));
  }

  function LazyRoutePage() {
    const { t } = useTranslation('common');
    const [attempt, setAttempt] = useState(0);
    const [state, setState] = useState<LoadState>(() => (loaded ? { kind: 'ready', Page: loaded } : { kind: 'loading' }));
    const [slow, setSlow] = useState(false);

    useEffect(() => {
      if (loaded) return;
      let active = true;
      const slowTimer = window.setTimeout(() => setSlow(true), PAGE_LOADING_DELAY_MS);
      load().then(
        (Page) => {
          if (active) setState({ kind: 'ready', Page });
        },
        (error: unknown) => {
          if (active) setState({ kind: 'failed', reason: error instanceof PageLoadTimeout ? 'timeout' : 'error' });
        },
      );
      return () => {
        active = false;
        window.clearTimeout(slowTimer);
      };
    }, [attempt]);

    if (state.kind === 'ready') return <state.Page />;
    if (state.kind === 'failed') {
      const retry = () => {
        // A second failure of the same chunk usually means the app was redeployed: load it afresh.
        if (attempt >= 1) {
          window.location.reload();
          return;
        }
        setSlow(false);
        setState({ kind: 'loading' });
        setAttempt(attempt + 1);
      };
      return (
        <StatusScreen
          testId="page-load-failed"
          icon={<ExclamationCircleOutline />}
          title={t(state.reason === 'timeout' ? 'pageLoad.timeout' : 'pageLoad.failed')}
          body={t('pageLoad.hint')}
          actions={
            <Button color="primary" block onClick={retry} data-testid="page-load-retry">
              {t('action.retry')}
            </Button>
          }
        />
      );
    }
    return slow ? <PageSpinner /> : null;
  }
  return LazyRoutePage;
}

/** A spinner drawn by CSS: antd-mobile's SpinLoading animates with react-spring, which the first screen does not load. */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="css-spinner" aria-hidden="true" />
    </div>
  );
}
