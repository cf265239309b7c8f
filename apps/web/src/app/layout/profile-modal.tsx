import { useAuthStore } from '../../features/auth/stores/auth-store';
import { CreditPackButtons } from '../../features/credits/components/credit-pack-buttons';
import ProfileDialog from '../../features/profile/components/profile-dialog';
import { useProfileStore } from '../../features/profile/stores/profile-store';
import { buyCredits } from './buy-credits';

// Loaded with this module: from then on, signing out (here or in another tab) or in as someone else leaves
// no profile or CV list behind (spec §4).
useAuthStore.subscribe((state, previous) => {
  if (state.token !== previous.token) useProfileStore.getState().clear();
});

/** Loaded on first opening (initial JS budget): the profile modal, wired to the session and the packs. */
export default function ProfileModal() {
  const user = useAuthStore((state) => state.user);
  if (!user) return null;
  return (
    <ProfileDialog
      user={user}
      purchase={<CreditPackButtons onBuy={buyCredits} />}
      onSaved={(profile) =>
        useAuthStore.getState().updateUser({
          name: profile.name,
          email: profile.email,
          credits: profile.credits,
          subscriptionType: profile.subscriptionType,
        })
      }
      onAccountDeleted={() => useAuthStore.getState().endSession()}
    />
  );
}
