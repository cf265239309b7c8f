import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuthDialog } from '../stores/auth-dialog-store';

const AuthDialog = lazy(() => import('./auth-dialog'));

/**
 * Where the sign-in dialog lives on the page: it and its forms are chunks of their own, mounted on the first
 * opening (initial JS budget). They are fetched once the page is up, so that opening it rarely waits.
 */
export function AuthDialogSlot() {
  const isOpen = useAuthDialog((state) => state.isOpen);
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);

  useEffect(() => {
    const timer = setTimeout(() => {
      void import('./auth-dialog');
      void import('./login-form');
      void import('./register-form');
    }, 1_500);
    return () => clearTimeout(timer);
  }, []);

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
