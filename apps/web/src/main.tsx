// Entry: storage migration and restore, i18n, antd-mobile's React 19 renderer, the router, launch.
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
import { initI18n } from './lib/i18n.ts';
import { restoreSession } from './lib/session.ts';
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
