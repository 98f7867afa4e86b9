// Entry: storage migration and restore, i18n, antd-mobile's React 19 renderer, the router, launch;
// once the first screen is up, the splash goes and the service worker is registered.
import 'antd-mobile/es/global';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile';
import { launch } from './app/launch.ts';
import { prefetchHomeData } from './app/home-prefetch.ts';
import { Providers, queryClient } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { restoreFiat } from './lib/fiat.ts';
import { firstScreenShown } from './lib/first-screen.ts';
import { initI18n } from './lib/i18n.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { restoreSession } from './lib/session.ts';
import { hideSplash } from './lib/splash.ts';
import { migrateStorage } from './lib/storage.ts';

// antd-mobile 5 renders Toast and Dialog with ReactDOM.render, which React 19 removed.
const ROOT_OF_CONTAINER = new WeakMap<Element | DocumentFragment, Root>();
unstableSetRender((node, container) => {
  let root = ROOT_OF_CONTAINER.get(container);
  if (!root) {
    root = createRoot(container);
    ROOT_OF_CONTAINER.set(container, root);
  }
  root.render(node);
  return async () => {
    await Promise.resolve();
    root.unmount();
    ROOT_OF_CONTAINER.delete(container);
  };
});

migrateStorage();
restoreSession();
restoreFiat();
prefetchHomeData(queryClient);
void initI18n();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
createRoot(rootElement).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
launch();
void firstScreenShown().then(hideSplash);
registerServiceWorker();
