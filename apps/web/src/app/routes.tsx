import {
  GAME_CENTER_ROUTES,
  GAME_LIST_CENTER_ROUTES,
  HOME_PATHS,
  LOTTERY_PATHS,
} from '@crupier/contract/routes';
import { lazy, Suspense } from 'react';
import { Outlet, type RouteObject, useNavigate } from 'react-router';
import { useSystemStatus } from '@/api/get-app-start';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { useAuthFlow } from '@/features/auth/auth-flow-store';
import { HomePage } from '@/features/lobby/routes/home-page';
import { AgentLayout } from './agent-layout';
import { MainFrame } from './frame/main-frame';
import { ScrollToTop } from './frame/scroll-to-top';
import { RequireAgent, RequireLogin, RequireRealAccount } from './guards';
import { NotFound } from './not-found';
import { RouteError } from './route-error';
import { SECTIONS, withAuthTexts } from './sections';

// The sign-in feature (dialogs, forms, zod of the contract's rules, its texts) loads on demand.
const LoginDialog = lazy(() =>
  withAuthTexts(import('@/features/auth/components/login-dialog')).then((m) => ({ default: m.LoginDialog })),
);
const RegisterDialog = lazy(() =>
  withAuthTexts(import('@/features/auth/components/register-dialog')).then((m) => ({
    default: m.RegisterDialog,
  })),
);
const AuthDialogs = lazy(() =>
  withAuthTexts(import('@/features/auth/components/auth-dialogs')).then((m) => ({ default: m.AuthDialogs })),
);

/** /login and /register: the home page with the login popup or the registration modal open. */
function HomeWith({ dialog }: { dialog: 'login' | 'register' }) {
  const navigate = useNavigate();
  const status = useSystemStatus();
  const close = () => navigate('/', { replace: true });
  const country = status.location.country ?? undefined;
  return (
    <>
      <HomePage />
      <Suspense fallback={null}>
        {dialog === 'login' ? (
          <LoginDialog onClose={close} whitelabel={status.info.whitelabel} visitorCountry={country} />
        ) : (
          <RegisterDialog onClose={close} registration={status.info.register} visitorCountry={country} />
        )}
      </Suspense>
    </>
  );
}

/** Change and forgot password: opened from any page (after a login, from the login popup). */
function RootDialogs() {
  const isOpen = useAuthFlow((s) => s.dialog !== null);
  const status = useSystemStatus();
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogs
        whitelabel={status.info.whitelabel}
        visitorCountry={status.location.country ?? undefined}
        banners={[]}
      />
    </Suspense>
  );
}

function Root() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <RootDialogs />
    </>
  );
}

const paths = (list: readonly string[], lazyPage: RouteObject['lazy']): RouteObject[] =>
  list.map((path) => ({ path, lazy: lazyPage }) as RouteObject);

/** Every route of spec §2 (contract SPEC_ROUTES); React Router matches them case-insensitively. */
export const routes: RouteObject[] = [
  {
    Component: Root,
    HydrateFallback: FullPageLoader,
    children: [
      {
        Component: MainFrame,
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              ...HOME_PATHS.map((path) => ({ path, Component: HomePage })),
              { path: '/login', element: <HomeWith dialog="login" /> },
              { path: '/register', element: <HomeWith dialog="register" /> },
              { path: '/help', lazy: SECTIONS.Help },
              {
                Component: RequireLogin,
                children: [
                  {
                    Component: RequireRealAccount,
                    children: [{ path: '/member', lazy: SECTIONS.MemberCenter }],
                  },
                  ...paths(LOTTERY_PATHS, SECTIONS.Lottery),
                ],
              },
              ...paths(Object.keys(GAME_CENTER_ROUTES), SECTIONS.GameCenter),
              ...paths(Object.keys(GAME_LIST_CENTER_ROUTES), SECTIONS.GameListCenter),
              ...paths(['/favorite', '/recent'], SECTIONS.AccountGame),
              { path: '/promotions', lazy: SECTIONS.Promotions },
              { path: '/pointMall', lazy: SECTIONS.PointMall },
              { path: '/download', lazy: SECTIONS.Download },
              { path: '/mirrors', lazy: SECTIONS.Mirrors },
              { path: '/winners', lazy: SECTIONS.Winners },
              { path: '/seamless', lazy: SECTIONS.Seamless },
              { path: '*', Component: NotFound },
            ],
          },
        ],
      },
      { path: '/backoffice/*', ErrorBoundary: RouteError, lazy: SECTIONS.Backoffice },
      {
        Component: AgentLayout,
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              { path: '/agent', lazy: SECTIONS.AgentLanding },
              { Component: RequireAgent, children: [{ path: '/agentHome', lazy: SECTIONS.AgentHome }] },
            ],
          },
        ],
      },
    ],
  },
];
