import { lazy, Suspense, useEffect } from 'react';
import { AuthDialog } from '../features/auth/components/auth-dialog';
import { useAuthStore } from '../features/auth/stores/auth-store';
import { usePublicConfig } from '../lib/public-config';
import { AppFooter } from './layout/app-footer';
import { AppHeader } from './layout/app-header';
import { GeneratorPage } from './pages/generator-page';
import { PaymentCancelPage } from './pages/payment-cancel-page';
import { PaymentSuccessPage } from './pages/payment-success-page';
import { type Screen, screenForPath } from './paths';
import { startApp } from './start-app';
import { StartupView } from './startup-view';

const AdminPage = lazy(() => import('./pages/admin-page'));

export function App({ pathname }: { pathname: string }) {
  const authLoading = useAuthStore((state) => state.isLoading);
  const configLoading = usePublicConfig((state) => state.status === 'loading');

  useEffect(() => {
    void startApp();
  }, []);

  if (authLoading || configLoading) return <StartupView />;
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
      return <PaymentSuccessPage />;
    case 'payment-cancel':
      return <PaymentCancelPage />;
    case 'generator':
      return (
        <div className="flex min-h-dvh flex-col">
          <AppHeader />
          <main className="flex-1">
            <GeneratorPage />
          </main>
          <AppFooter />
          <AuthDialog />
        </div>
      );
  }
}
