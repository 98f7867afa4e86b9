// App-wide providers: TanStack Query, the i18n Suspense boundary and antd-mobile's ConfigProvider
// with its own texts in the active language (where antd-mobile has them).
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import type { Locale } from 'antd-mobile/es/locales/base';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Lang } from '@platform/shared/languages';
import { isTransportFailure } from '../lib/api.ts';
import { onLanguageChanged, useLang } from '../lib/i18n.ts';
import { PageSpinner } from './lazy-page.tsx';

const QUERY_STALE_MS = 30_000;
const QUERY_RETRIES_MAX = 1;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: QUERY_STALE_MS,
      refetchOnWindowFocus: false,
      // An answer from the server (a refusal) is final; only transport failures are retried once.
      retry: (failures, error) => failures < QUERY_RETRIES_MAX && isTransportFailure(error),
    },
    mutations: { retry: false },
  },
});

// Server texts (news, errors) come in the caller's language: refetch them when it changes. An answer
// still on its way is in the old language and would mark its query fresh again on arrival: cancel it first.
onLanguageChanged(() => {
  void queryClient.cancelQueries().then(() => queryClient.invalidateQueries());
});

/** antd-mobile's own texts (pickers, dialogs, empty states). Swedish has none: English. */
const ANTD_LOCALES: Partial<Record<Lang, () => Promise<{ default: Locale }>>> = {
  zh: () => import('antd-mobile/es/locales/zh-CN'),
  hk: () => import('antd-mobile/es/locales/zh-TW'),
  th: () => import('antd-mobile/es/locales/th-TH'),
  jp: () => import('antd-mobile/es/locales/ja-JP'),
  kor: () => import('antd-mobile/es/locales/ko-KR'),
  fra: () => import('antd-mobile/es/locales/fr-FR'),
  spa: () => import('antd-mobile/es/locales/es-ES'),
  pt: () => import('antd-mobile/es/locales/pt-BR'),
  de: () => import('antd-mobile/es/locales/de-DE'),
  it: () => import('antd-mobile/es/locales/it-IT'),
};

function LocalizedConfig({ children }: { children: ReactNode }) {
  const lang = useLang();
  const [locale, setLocale] = useState<{ lang: Lang; value: Locale } | null>(null);

  useEffect(() => {
    const loader = ANTD_LOCALES[lang];
    if (!loader) return;
    let active = true;
    loader().then(
      (module) => {
        if (active) setLocale({ lang, value: module.default });
      },
      () => undefined, // English texts stay; the page is still usable
    );
    return () => {
      active = false;
    };
  }, [lang]);

  const value = locale?.lang === lang ? locale.value : enUS;
  return <ConfigProvider locale={value}>{children}</ConfigProvider>;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageSpinner />}>
        <LocalizedConfig>{children}</LocalizedConfig>
      </Suspense>
    </QueryClientProvider>
  );
}
