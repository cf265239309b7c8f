import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { AuthDialogSlot } from '../features/auth/components/auth-dialog-slot';
import { useAuthStore } from '../features/auth/stores/auth-store';
import { usePublicConfig } from '../lib/public-config';
import { AppFooter } from './layout/app-footer';
import { AppHeader } from './layout/app-header';
import { GeneratorPage } from './pages/generator-page';
import { type Screen, screenForPath } from './paths';
import { startApp } from './start-app';
import { StartupView } from './startup-view';

const AdminPage = lazy(() => import('./pages/admin-page'));
// The payment pages are reached only from the checkout: chunks of their own (initial JS budget).
const PaymentSuccessPage = lazy(() => import('./pages/payment-success-page'));
const PaymentCancelPage = lazy(() => import('./pages/payment-cancel-page'));

export function App({ pathname }: { pathname: string }) {
  const authLoading = useAuthStore((state) => state.isLoading);
  const configLoading = usePublicConfig((state) => state.status === 'loading');

  useEffect(() => {
    void startApp();
  }, []);

  // When the stores switch `ready` (a synchronous update), the page behind it is rendered as a deferred,
  // interruptible update instead — React then builds the whole generator page in slices of a few
  // milliseconds rather than in one long task that blocks input (Lighthouse's Total Blocking Time). Ready
  // from the start (the page data said who is there), the first render is already such a transition.
  const ready = useDeferredValue(!authLoading && !configLoading);
  if (!ready) return <StartupView />;
  return <ScreenFor screen={screenForPath(pathname)} />;
}

function ScreenFor({ screen }: { screen: Screen }) {
  switch (screen) {
    case 'admin':
      return (
        <Suspense fallback={<StartupView />}>
          <AdminPage />
        </Suspense>
      );
    case 'payment-success':
      return (
        <Suspense fallback={<StartupView />}>
          <PaymentSuccessPage />
        </Suspense>
      );
    case 'payment-cancel':
      return (
        <Suspense fallback={<StartupView />}>
          <PaymentCancelPage />
        </Suspense>
      );
    case 'generator':
      return (
        <div className="flex min-h-dvh flex-col">
          <AppHeader />
          <main className="flex-1">
            <GeneratorPage />
          </main>
          <AppFooter />
          <AuthDialogSlot />
        </div>
      );
  }
}
