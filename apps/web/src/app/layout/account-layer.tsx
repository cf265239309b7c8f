import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useAuthStore } from '../../features/auth/stores/auth-store';
import { useLiveCredits } from '../../features/credits/use-live-credits';
import { useGeneratorStore } from '../../features/generator/stores/generator-store';
import { PaymentLayer } from '../../features/payment/components/payment-layer';
import { closeProfile, useProfileDialog } from '../../features/profile/stores/profile-dialog-store';
import type { useProfileStore } from '../../features/profile/stores/profile-store';
import { useSignOutPrompt } from '../saved-results/sign-out';
import { buyCredits } from './buy-credits';
import { createSessionProfile } from './create-session-profile';

const ProfileModal = lazy(() => import('./profile-modal'));
const SignOutDialog = lazy(() => import('../saved-results/sign-out-dialog'));

const setBalance = (credits: number) => useAuthStore.getState().setCredits(credits);

// The profile store (and its API calls) is loaded with the first session, not with the page (initial JS
// budget). One shared promise: a clear asked after a load runs after it, in that order.
let profileStore: Promise<typeof useProfileStore> | null = null;
const withProfileStore = () =>
  (profileStore ??= import('../../features/profile/stores/profile-store').then((m) => m.useProfileStore));

const sessionProfile = createSessionProfile({
  session: useAuthStore,
  loadProfile: () => withProfileStore().then((store) => store.getState().loadProfile()),
  clearProfile: () => {
    void profileStore?.then((store) => store.getState().clear());
  },
  showUser: (changes) => useAuthStore.getState().updateUser(changes),
});

/**
 * What the signed-in session brings to every page, composed here so that the features stay apart:
 * the profile read as soon as a session starts and cleared whenever it changes, the live balance (D8)
 * feeding the session's credits, the profile modal (loaded on first opening), the packs offered when a
 * generation finds no credit left (issue 25), and the payments (buy modal, checkout, return from the provider).
 */
export function AccountLayer() {
  const token = useAuthStore((state) => state.token);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const profileOpen = useProfileDialog((state) => state.isOpen);
  const signOutAsked = useSignOutPrompt((state) => state.isOpen);
  const [profileLoaded, setProfileLoaded] = useState(false);

  // Spec §4: the session is validated again when the main page mounts (a deleted or expired one signs out).
  useEffect(() => {
    void useAuthStore.getState().validateSession();
  }, []);

  useEffect(() => sessionProfile.start(), []);

  // A stream refused with 401: the session is checked once more and ended if the server confirms.
  useLiveCredits(isAuthenticated, token, sessionProfile.liveCredits, () => {
    void useAuthStore.getState().validateSession();
  });

  // Signing out (here or in another tab) or in as someone else closes the profile (its data: profile-modal).
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (state.token !== previous.token) closeProfile();
      }),
    [],
  );

  useEffect(
    () =>
      useGeneratorStore.subscribe((state, previous) => {
        if (state.noCredits && !previous.noCredits) buyCredits(null, 'generate');
      }),
    [],
  );

  // Decision D16b: the account's CVs kept in this browser, read (and the last result put back) once signed in.
  const userId = useAuthStore((state) => (state.isAuthenticated ? (state.user?.id ?? null) : null));
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('../saved-results/keep-results').then(({ startKeeping }) => {
      if (!cancelled) stop = startKeeping(userId);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId]);

  // What the user entered waits for them across the checkout (issue 25); a failure never stops the payment.
  const keepDraft = useCallback(async () => {
    if (!userId) return;
    await import('../saved-results/checkout-draft').then(
      (draft) => draft.keepDraft(userId),
      (error: unknown) => console.warn('Saisie non gardée avant le paiement', error),
    );
  }, [userId]);

  useEffect(() => {
    if (profileOpen) setProfileLoaded(true);
  }, [profileOpen]);

  return (
    <>
      <PaymentLayer isAuthenticated={isAuthenticated} onBalance={setBalance} beforeCheckout={keepDraft} />
      {isAuthenticated && (profileOpen || profileLoaded) ? (
        <Suspense fallback={null}>
          <ProfileModal />
        </Suspense>
      ) : null}
      {signOutAsked ? (
        <Suspense fallback={null}>
          <SignOutDialog />
        </Suspense>
      ) : null}
    </>
  );
}
