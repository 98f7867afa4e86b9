// Hash routes of SPEC.md section 2 (base '/'), with wouter. Features meet here and nowhere else.
import { Component, useEffect, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { QuestionCircleOutline, ExclamationCircleOutline } from 'antd-mobile-icons';
import { Route, Router, Switch } from 'wouter';
import { NetworkLost } from '../components/network-lost.tsx';
import { PageNavBar } from '../components/page-nav-bar.tsx';
import { StatusScreen } from '../components/status-screen.tsx';
import HomePage from '../features/home/home-page.tsx';
import { NoticeListener } from '../features/notifications/components/notice-listener.tsx';
import { hashHref, navigate, onPathChange, useHashLocation, useHashRoute, useHashSearch } from '../lib/hash-location.ts';
import { useTranslation } from '../lib/i18n.ts';
import { PATHS } from '../lib/paths.ts';
import { markFirstScreenShown } from '../lib/first-screen.ts';
import { lazyPage } from './lazy-page.tsx';
import { queryClient } from './providers.tsx';
import { RequireLogin } from './require-login.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';
import { TabBar } from './tab-bar.tsx';

const MarketPage = lazyPage(() => import('../features/market/market-page.tsx'));
const SearchPage = lazyPage(() => import('../features/market/search-page.tsx'));
const DetailPage = lazyPage(() => import('../features/market/detail-page.tsx'));
const TransactionPage = lazyPage(() => import('./transaction-page.tsx'));
const CurrencyPage = lazyPage(() => import('../features/spot/currency-page.tsx'));
const CurrencyOrderPage = lazyPage(() => import('../features/spot/currency-order-page.tsx'));
const ContractPage = lazyPage(() => import('../features/contract/contract-page.tsx'));
const ContractOrderPage = lazyPage(() => import('../features/contract/contract-order-page.tsx'));
const SecondsPage = lazyPage(() => import('../features/option/seconds-page.tsx'));
const SecondsOrderPage = lazyPage(() => import('../features/option/seconds-order-page.tsx'));
const BorrowingPage = lazyPage(() => import('../features/loan/borrowing-page.tsx'));
const FairTicksPage = lazyPage(() => import('../features/fair/fair-ticks-page.tsx'));
const LaunchingPage = lazyPage(() => import('../features/launching/launching-page.tsx'));
const FinancialPage = lazyPage(() => import('./financial-page.tsx'));
const InvestPage = lazyPage(() => import('../features/dual/invest-page.tsx'));
const InvestPurchasePage = lazyPage(() => import('../features/dual/purchase-page.tsx'));
const InvestMinePage = lazyPage(() => import('../features/dual/mine-page.tsx'));
const InvestHelpPage = lazyPage(() => import('../features/dual/help-page.tsx'));
const LockmingPage = lazyPage(() => import('../features/staking/lockming-page.tsx'));
const LockmingBuyPage = lazyPage(() => import('../features/staking/buy-page.tsx'));
const LockmingOrderPage = lazyPage(() => import('../features/staking/order-page.tsx'));
const LockmingWelcomePage = lazyPage(() => import('../features/staking/welcome-page.tsx'));
const IeoPage = lazyPage(() => import('../features/ieo/ieo-page.tsx'));
const IeoSubscribePage = lazyPage(() => import('../features/ieo/subscribe-page.tsx'));
const IeoOrderPage = lazyPage(() => import('../features/ieo/order-page.tsx'));
const LoginPage = lazyPage(() => import('../features/account/login-page.tsx'));
const RegisterPage = lazyPage(() => import('../features/account/register-page.tsx'));
const ForgetPage = lazyPage(() => import('../features/account/forget-page.tsx'));
const AreaPage = lazyPage(() => import('../features/account/area-page.tsx'));
const SettingsPage = lazyPage(() => import('../features/settings/settings-page.tsx'));
const LanguagePage = lazyPage(() => import('../features/settings/language-page.tsx'));
const FiatPage = lazyPage(() => import('../features/settings/fiat-page.tsx'));
const AssetsPage = lazyPage(() => import('../features/wallet/assets-page.tsx'));
const FundSelectPage = lazyPage(() => import('../features/wallet/fund-select-page.tsx'));
const DepositPage = lazyPage(() => import('../features/wallet/deposit-page.tsx'));
const DepositRulePage = lazyPage(() => import('../features/wallet/deposit-rule-page.tsx'));
const FundRecordsPage = lazyPage(() => import('../features/wallet/fund-records-page.tsx'));
const AssetsRecordPage = lazyPage(() => import('../features/wallet/assets-record-page.tsx'));
const ConvertPage = lazyPage(() => import('../features/wallet/convert-page.tsx'));
const FundTransferPage = lazyPage(() => import('../features/wallet/fund-transfer-page.tsx'));
const TransferHistoryPage = lazyPage(() => import('../features/wallet/transfer-history-page.tsx'));
const OtcPage = lazyPage(() => import('../features/wallet/otc-page.tsx'));
const WithdrawPage = lazyPage(() => import('../features/withdraw/withdraw-page.tsx'));
const AddressBookPage = lazyPage(() => import('../features/withdraw/address-book-page.tsx'));
const AddAddressPage = lazyPage(() => import('../features/withdraw/add-address-page.tsx'));
const BankCardPage = lazyPage(() => import('../features/withdraw/bank-card-page.tsx'));
const PayPasswordPage = lazyPage(() => import('../features/withdraw/pay-password-page.tsx'));
const NewsListPage = lazyPage(() => import('../features/content/news-list-page.tsx'));
const ArticlePage = lazyPage(() => import('../features/content/article-page.tsx'));
const RealPage = lazyPage(() => import('../features/identity/real-page.tsx'));
const AdvancedRealPage = lazyPage(() => import('../features/identity/advanced-real-page.tsx'));
const SecurityPage = lazyPage(() => import('../features/security/security-page.tsx'));
const PasswordPage = lazyPage(() => import('../features/security/password-page.tsx'));
const BindContactPage = lazyPage(() => import('../features/security/bind-contact-page.tsx'));
const TwoFactorPage = lazyPage(() => import('../features/security/two-factor-page.tsx'));
const AntiPhishingPage = lazyPage(() => import('../features/security/anti-phishing-page.tsx'));
const SessionsPage = lazyPage(() => import('../features/security/sessions-page.tsx'));
const UserInfoPage = lazyPage(() => import('../features/profile/user-info-page.tsx'));
const SharePage = lazyPage(() => import('../features/profile/share-page.tsx'));
const TeamPage = lazyPage(() => import('../features/profile/team-page.tsx'));
const NotificationsPage = lazyPage(() => import('../features/notifications/notifications-page.tsx'));
const FaqPage = lazyPage(() => import('../features/content/faq-page.tsx'));
const ContactPage = lazyPage(() => import('../features/content/contact-page.tsx'));
const AboutPage = lazyPage(() => import('../features/content/about-page.tsx'));
const CompliancePage = lazyPage(() => import('../features/content/compliance-page.tsx'));
const KefuPage = lazyPage(() => import('../features/support/kefu-page.tsx'));

/** The five tab pages: the page above, the tab bar fixed below. */
function TabLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <main className="tab-page">{children}</main>
      <TabBar />
    </>
  );
}

function NotFoundPage() {
  const { t } = useTranslation('common');
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

type BoundaryState = { failed: boolean; route: string };

/** Catches a page that throws while rendering; opening another route clears it. */
class RouteErrorBoundary extends Component<{ route: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false, route: this.props.route };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { route: string }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.route === state.route ? null : { failed: false, route: props.route };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * The tab pages share one TabLayout (the routes below have no keys, so it stays mounted from tab to
 * tab); the stacked pages have the whole column. The first route that matches renders.
 */
function AppRoutes() {
  return (
    <Switch>
      <Route path={PATHS.home}>
        <TabLayout>
          <HomePage />
        </TabLayout>
      </Route>
      <Route path={PATHS.homeAlias}>
        <TabLayout>
          <HomePage />
        </TabLayout>
      </Route>
      <Route path={PATHS.quotation}>
        <TabLayout>
          <HomePage />
        </TabLayout>
      </Route>
      <Route path={PATHS.market}>
        <TabLayout>
          <MarketPage />
        </TabLayout>
      </Route>
      <Route path={PATHS.transaction}>
        <TabLayout>
          <TransactionPage />
        </TabLayout>
      </Route>
      <Route path={PATHS.financial}>
        <TabLayout>
          <FinancialPage />
        </TabLayout>
      </Route>
      <Route path={PATHS.assets}>
        <TabLayout>
          <RequireLogin>
            <AssetsPage />
          </RequireLogin>
        </TabLayout>
      </Route>
      <Route path={PATHS.currency} component={CurrencyPage} />
      <Route path={PATHS.contract} component={ContractPage} />
      <Route path={PATHS.seconds} component={SecondsPage} />
      <Route path={PATHS.fairTicks} component={FairTicksPage} />
      <Route path={PATHS.currencyOrder}>
        <RequireLogin>
          <CurrencyOrderPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.contractOrder}>
        <RequireLogin>
          <ContractOrderPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.secondsOrder}>
        <RequireLogin>
          <SecondsOrderPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.marketSearch} component={SearchPage} />
      <Route path={PATHS.marketDetail} component={DetailPage} />
      <Route path={PATHS.login} component={LoginPage} />
      <Route path={PATHS.register} component={RegisterPage} />
      <Route path={PATHS.forget} component={ForgetPage} />
      <Route path={PATHS.area} component={AreaPage} />
      <Route path={PATHS.settings} component={SettingsPage} />
      <Route path={PATHS.language} component={LanguagePage} />
      <Route path={PATHS.fiat} component={FiatPage} />
      <Route path={PATHS.news} component={NewsListPage} />
      <Route path={PATHS.newsAlias} component={NewsListPage} />
      <Route path={PATHS.article} component={ArticlePage} />
      <Route path={PATHS.articleAlias} component={ArticlePage} />
      <Route path={PATHS.articleCommonAlias} component={ArticlePage} />
      <Route path={PATHS.fundSelect}>
        <RequireLogin>
          <FundSelectPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.deposit}>
        <RequireLogin>
          <DepositPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.depositRule}>
        <RequireLogin>
          <DepositRulePage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.fundRecords}>
        <RequireLogin>
          <FundRecordsPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.assetsRecord}>
        <RequireLogin>
          <AssetsRecordPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.convert}>
        <RequireLogin>
          <ConvertPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.fundTransfer}>
        <RequireLogin>
          <FundTransferPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.transferHistory}>
        <RequireLogin>
          <TransferHistoryPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.otc}>
        <RequireLogin>
          <OtcPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.withdraw}>
        <RequireLogin>
          <WithdrawPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.addressBook}>
        <RequireLogin>
          <AddressBookPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.addAddress}>
        <RequireLogin>
          <AddAddressPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.bankCard}>
        <RequireLogin>
          <BankCardPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.payPassword}>
        <RequireLogin>
          <PayPasswordPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.bill}>
        <RequireLogin>
          <AssetsRecordPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.bankCardInternational}>
        <RequireLogin>
          <BankCardPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.realName}>
        <RequireLogin>
          <RealPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.advancedReal}>
        <RequireLogin>
          <AdvancedRealPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.security}>
        <RequireLogin>
          <SecurityPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.password}>
        <RequireLogin>
          <PasswordPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.bindContact}>
        <RequireLogin>
          <BindContactPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.twoFactor}>
        <RequireLogin>
          <TwoFactorPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.antiPhishing}>
        <RequireLogin>
          <AntiPhishingPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.sessions}>
        <RequireLogin>
          <SessionsPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.userInfo}>
        <RequireLogin>
          <UserInfoPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.share}>
        <RequireLogin>
          <SharePage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.team}>
        <RequireLogin>
          <TeamPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.notifications}>
        <RequireLogin>
          <NotificationsPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.faq} component={FaqPage} />
      <Route path={PATHS.contactUs} component={ContactPage} />
      <Route path={PATHS.aboutUs} component={AboutPage} />
      <Route path={PATHS.compliance} component={CompliancePage} />
      <Route path={PATHS.borrowing}>
        <RequireLogin>
          <BorrowingPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.lockming} component={LockmingPage} />
      <Route path={PATHS.lockmingBuy} component={LockmingBuyPage} />
      <Route path={PATHS.lockmingOrder}>
        <RequireLogin>
          <LockmingOrderPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.lockmingWelcome} component={LockmingWelcomePage} />
      <Route path={PATHS.ieo} component={IeoPage} />
      <Route path={PATHS.ieoSubscribe} component={IeoSubscribePage} />
      <Route path={PATHS.ieoOrder}>
        <RequireLogin>
          <IeoOrderPage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.copyTrade} component={LaunchingPage} />
      <Route path={PATHS.follow} component={LaunchingPage} />
      <Route path={PATHS.invest} component={InvestPage} />
      <Route path={PATHS.investPurchase} component={InvestPurchasePage} />
      <Route path={PATHS.investHelp} component={InvestHelpPage} />
      <Route path={PATHS.investMine}>
        <RequireLogin>
          <InvestMinePage />
        </RequireLogin>
      </Route>
      <Route path={PATHS.nft} component={LaunchingPage} />
      <Route path={PATHS.kefu}>
        <RequireLogin>
          <KefuPage />
        </RequireLogin>
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}

/** Closes the imperative dialogs of a page when the page changes (app/close-dialogs.ts). */
function useCloseDialogsOnPathChange(): void {
  useEffect(() => {
    let close: (() => void) | null = null;
    return onPathChange(() => {
      if (close) close();
      else
        void import('./close-dialogs.ts').then((module) => {
          close = module.closeDialogs;
          close();
        });
    });
  }, []);
}

function AppShell() {
  const route = useHashRoute();
  useEffect(markFirstScreenShown, []);
  useCloseDialogsOnPathChange();
  return (
    <RouteErrorBoundary route={route}>
      <div className="app-column">
        <NetworkLost onRetry={() => void queryClient.refetchQueries({ type: 'active' })} />
        <AppRoutes />
        <ScrollRestoration />
        <NoticeListener />
      </div>
    </RouteErrorBoundary>
  );
}

/** The app's routes on the hash location (`#/pages/market/detail?symbol=BTC/USDT`). */
export function AppRouter() {
  return (
    <Router hook={useHashLocation} searchHook={useHashSearch} hrefs={hashHref}>
      <AppShell />
    </Router>
  );
}
