import { useMemo } from 'react';
import { useAuthStore } from '../../features/auth/stores/auth-store';
import { CreditPackButtons } from '../../features/credits/components/credit-pack-buttons';
import ProfileDialog from '../../features/profile/components/profile-dialog';
import type { LocalCopies } from '../../features/profile/components/recent-cvs-list';
import { closeProfile } from '../../features/profile/stores/profile-dialog-store';
import { ClearHistorySection } from '../../features/saved-cvs/components/clear-history-section';
import { useSavedCvs } from '../../features/saved-cvs/stores/saved-cvs-store';
import { clearSaved, openSaved } from '../saved-results/keep-results';
import { buyCredits } from './buy-credits';

/**
 * Loaded on first opening (initial JS budget): the profile modal, wired to the session, the packs and the
 * CVs this browser keeps (D16b) — the server's list opens them, and says when they were made elsewhere.
 */
export default function ProfileModal() {
  const user = useAuthStore((state) => state.user);
  const entries = useSavedCvs((state) => state.entries);
  const loaded = useSavedCvs((state) => state.loaded);
  const local = useMemo<LocalCopies>(() => {
    const byGeneration = new Map(
      entries.flatMap((entry) => (entry.generationId ? [[entry.generationId, entry.id]] : [])),
    );
    return {
      ready: loaded,
      has: (generationId) => byGeneration.has(generationId),
      open: (generationId) => {
        const id = byGeneration.get(generationId);
        if (!id) return;
        closeProfile();
        void openSaved(id);
      },
    };
  }, [entries, loaded]);
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
      onAccountDeleted={(clearBrowser) => {
        const end = () => useAuthStore.getState().endSession();
        if (clearBrowser) void clearSaved().finally(end);
        else end();
      }}
      local={local}
      keptCount={entries.length}
      browserHistory={<ClearHistorySection count={entries.length} onClear={clearSaved} />}
    />
  );
}
