import { useAuthStore } from '../../features/auth/stores/auth-store';
import { CreditPackButtons } from '../../features/credits/components/credit-pack-buttons';
import ProfileDialog from '../../features/profile/components/profile-dialog';
import { buyCredits } from './buy-credits';

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
