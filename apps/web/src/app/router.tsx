// Hash routes of SPEC.md section 2 (base '/'). Features meet here and nowhere else.
import { Button } from 'antd-mobile';
import { QuestionCircleOutline, ExclamationCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, createHashRouter, useNavigate, type RouteObject } from 'react-router-dom';
import { PageNavBar } from '../components/page-nav-bar.tsx';
import { StatusScreen } from '../components/status-screen.tsx';
import { PATHS } from '../lib/paths.ts';
import { lazyPage } from './lazy-page.tsx';
import { RequireLogin } from './require-login.tsx';
import { TabBar } from './tab-bar.tsx';

const HomePage = lazyPage(() => import('../features/home/home-page.tsx'));
const MarketPage = lazyPage(() => import('../features/market/market-page.tsx'));
const SearchPage = lazyPage(() => import('../features/market/search-page.tsx'));
const DetailPage = lazyPage(() => import('../features/market/detail-page.tsx'));
const TransactionPage = lazyPage(() => import('../features/placeholders/transaction-page.tsx'));
const FinancialPage = lazyPage(() => import('../features/placeholders/financial-page.tsx'));
const AssetsPage = lazyPage(() => import('../features/placeholders/assets-page.tsx'));
const LoginPage = lazyPage(() => import('../features/account/login-page.tsx'));
const RegisterPage = lazyPage(() => import('../features/account/register-page.tsx'));
const ForgetPage = lazyPage(() => import('../features/account/forget-page.tsx'));
const AreaPage = lazyPage(() => import('../features/account/area-page.tsx'));
const SettingsPage = lazyPage(() => import('../features/settings/settings-page.tsx'));
const LanguagePage = lazyPage(() => import('../features/settings/language-page.tsx'));
const FiatPage = lazyPage(() => import('../features/settings/fiat-page.tsx'));

function AppShell() {
  return (
    <div className="app-column">
      <Outlet />
      <ScrollRestoration />
    </div>
  );
}

/** The five tab pages: the page above, the tab bar fixed below. */
function TabLayout() {
  return (
    <>
      <main className="tab-page">
        <Outlet />
      </main>
      <TabBar />
    </>
  );
}

function NotFoundPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <>
      <PageNavBar title="" />
      <StatusScreen
        testId="not-found"
        icon={<QuestionCircleOutline />}
        title={t('notFound.title')}
        body={t('notFound.body')}
        actions={
          <Button color="primary" block onClick={() => navigate(PATHS.home, { replace: true })}>
            {t('action.goHome')}
          </Button>
        }
      />
    </>
  );
}

/** A page that threw while rendering: say so and offer a way out instead of a blank screen. */
function RouteError() {
  const { t } = useTranslation('common');
  return (
    <div className="app-column">
      <StatusScreen
        testId="route-error"
        icon={<ExclamationCircleOutline />}
        title={t('routeError.title')}
        body={t('routeError.body')}
        actions={
          <Button color="primary" block onClick={() => window.location.reload()}>
            {t('action.reload')}
          </Button>
        }
      />
    </div>
  );
}

const tabRoutes: RouteObject[] = [
  { path: PATHS.home, element: <HomePage /> },
  { path: PATHS.homeAlias, element: <HomePage /> },
  { path: PATHS.quotation, element: <HomePage /> },
  { path: PATHS.market, element: <MarketPage /> },
  { path: PATHS.transaction, element: <TransactionPage /> },
  { path: PATHS.financial, element: <FinancialPage /> },
  {
    path: PATHS.assets,
    element: (
      <RequireLogin>
        <AssetsPage />
      </RequireLogin>
    ),
  },
];

const stackRoutes: RouteObject[] = [
  { path: PATHS.marketSearch, element: <SearchPage /> },
  { path: PATHS.marketDetail, element: <DetailPage /> },
  { path: PATHS.login, element: <LoginPage /> },
  { path: PATHS.register, element: <RegisterPage /> },
  { path: PATHS.forget, element: <ForgetPage /> },
  { path: PATHS.area, element: <AreaPage /> },
  { path: PATHS.settings, element: <SettingsPage /> },
  { path: PATHS.language, element: <LanguagePage /> },
  { path: PATHS.fiat, element: <FiatPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export function createAppRouter() {
  return createHashRouter([
    {
      element: <AppShell />,
      errorElement: <RouteError />,
      children: [{ element: <TabLayout />, children: tabRoutes }, ...stackRoutes],
    },
  ]);
}
