import type { Profile } from '@cv/contracts';
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { createSessionProfile, type ShownUserChanges } from './create-session-profile';

const profileOf = (email: string, credits: number): Profile => ({
  id: email,
  name: `Nom ${email}`,
  email,
  credits,
  totalCVsGenerated: 2,
  lastCVGeneratedAt: null,
  subscriptionType: 'free',
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** The auth store's session as it changes on sign-in (token first, then authenticated) and sign-out. */
function harness(initial = { token: null as string | null, isAuthenticated: false }) {
  const session = createStore(() => initial);
  const reads: { resolve: (profile: Profile | null) => void }[] = [];
  const shown: ShownUserChanges[] = [];
  let clears = 0;
  const sessionProfile = createSessionProfile({
    session,
    loadProfile: () =>
      new Promise((resolve) => {
        reads.push({ resolve });
      }),
    clearProfile: () => {
      clears += 1;
    },
    showUser: (changes) => shown.push(changes),
  });
  const stop = sessionProfile.start();
  const signIn = (token: string) => {
    session.setState({ token, isAuthenticated: false });
    session.setState({ token, isAuthenticated: true });
  };
  return { session, reads, shown, clears: () => clears, sessionProfile, stop, signIn };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createSessionProfile', () => {
  it('reads the profile once as soon as a sign-in or registration completes, and shows it', async () => {
    const { reads, shown, signIn } = harness();
    expect(reads).toHaveLength(0);
    signIn('token-a');
    expect(reads).toHaveLength(1);
    reads[0]!.resolve(profileOf('a@camille-dupont.fr', 7));
    await settle();
    expect(shown).toEqual([
      { name: 'Nom a@camille-dupont.fr', email: 'a@camille-dupont.fr', subscriptionType: 'free', credits: 7 },
    ]);
  });

  it('reads it at once for a session restored before it started, and not again when it is re-validated', () => {
    const { reads, session } = harness({ token: 'stored', isAuthenticated: true });
    expect(reads).toHaveLength(1);
    session.setState({ token: 'stored', isAuthenticated: true });
    expect(reads).toHaveLength(1);
  });

  it("keeps the live stream's balance once it has answered: a late profile only brings the rest", async () => {
    const { reads, shown, signIn, sessionProfile } = harness();
    signIn('token-a');
    sessionProfile.liveCredits(6);
    reads[0]!.resolve(profileOf('a@camille-dupont.fr', 7));
    await settle();
    expect(shown).toEqual([
      { credits: 6 },
      { name: 'Nom a@camille-dupont.fr', email: 'a@camille-dupont.fr', subscriptionType: 'free' },
    ]);
  });

  it('clears the profile on sign-out or another session, and drops an answer for the previous one', async () => {
    const { reads, shown, signIn, session, clears } = harness();
    signIn('token-a');
    expect(clears()).toBe(1);
    session.setState({ token: null, isAuthenticated: false });
    expect(clears()).toBe(2);
    reads[0]!.resolve(profileOf('a@camille-dupont.fr', 7));
    await settle();
    expect(shown).toEqual([]);

    signIn('token-b');
    expect(clears()).toBe(3);
    expect(reads).toHaveLength(2);
    reads[1]!.resolve(null);
    await settle();
    expect(shown).toEqual([]);
  });

  it('stops following the session when stopped', () => {
    const { reads, signIn, stop } = harness();
    stop();
    signIn('token-a');
    expect(reads).toHaveLength(0);
  });
});
