import type { Profile } from '@cv/contracts';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { Spinner } from '../../../components/spinner';
import { usePublicConfig } from '../../../lib/public-config';
import { closeProfile, useProfileDialog } from '../stores/profile-dialog-store';
import { useProfileStore } from '../stores/profile-store';
import { DeleteAccountSection } from './delete-account-section';
import { ProfileIdentity } from './profile-identity';
import { type LocalCopies, RecentCvsList } from './recent-cvs-list';

interface ProfileDialogProps {
  /** The signed-in user as the session knows it: shown at once, and its balance is the live one. */
  user: { name: string; email: string; credits: number; subscriptionType: string };
  /** The pack buttons (the credits feature's), composed in by the app. */
  purchase: ReactNode;
  onSaved: (profile: Profile) => void;
  /** `clearBrowser`: the user chose to erase the CVs this browser keeps for the account too. */
  onAccountDeleted: (clearBrowser: boolean) => void;
  /** The CVs this browser keeps (D16b), composed in by the app: the list opens them. */
  local?: LocalCopies;
  /** How many CVs this browser keeps for the account, and its 'Supprimer mon historique' section. */
  keptCount?: number;
  browserHistory?: ReactNode;
}

/**
 * 'Mon Profil' (spec §2): avatar initial, name and email with edit, save and cancel; credits left, CVs
 * generated and a subscription type in capitals when there is one; the two packs; the last 5 CVs; and account deletion (D18).
 * The profile and the CV list are read again each time it opens.
 */
export default function ProfileDialog({
  user,
  purchase,
  onSaved,
  onAccountDeleted,
  local,
  keptCount = 0,
  browserHistory,
}: ProfileDialogProps) {
  const { t } = useTranslation();
  const isOpen = useProfileDialog((state) => state.isOpen);
  const { load, profile, generatedCVs, status } = useProfileStore();
  const demoEmail = usePublicConfig((state) => state.config?.demoAccount?.email ?? null);
  const email = profile?.email ?? user.email;
  const isDemoAccount = demoEmail !== null && email.toLowerCase() === demoEmail.toLowerCase();

  useEffect(() => {
    if (isOpen) void load();
  }, [isOpen, load]);

  // Credits are bought in packs: a subscription line shows only for an account that really has one (issue 25:
  // 'Abonnement FREE' read as if there were a plan).
  const subscription = (profile?.subscriptionType || user.subscriptionType || '').toUpperCase();
  const stats = [
    { label: t('profile.creditsLeft'), value: String(user.credits) },
    { label: t('profile.cvsGenerated'), value: profile ? String(profile.totalCVsGenerated) : '—' },
    ...(subscription && subscription !== 'FREE'
      ? [{ label: t('profile.subscription'), value: subscription }]
      : []),
  ];

  return (
    <Dialog open={isOpen} onClose={closeProfile} title={t('profile.title')} widthClass="max-w-lg">
      <div className="space-y-6">
        {/* The profile just read wins over the signed-in user kept since sign-in: a name or email changed
            in another tab or through the API shows here at once. */}
        <ProfileIdentity
          name={profile?.name ?? user.name}
          email={email}
          emailLocked={isDemoAccount}
          onSaved={onSaved}
        />

        <dl className={`grid gap-2 text-center ${stats.length === 3 ? 'grid-cols-3' : 'grid-cols-2'}`}>
          {stats.map((stat) => (
            <div key={stat.label} className="rounded-lg bg-slate-50 px-2 py-3">
              <dt className="text-xs text-slate-500">{stat.label}</dt>
              <dd className="mt-1 text-xl font-bold text-slate-900">{stat.value}</dd>
            </div>
          ))}
        </dl>

        <section aria-labelledby="profile-buy-title" className="space-y-2">
          <h3 id="profile-buy-title" className="text-sm font-semibold text-slate-700">
            {t('profile.buyTitle')}
          </h3>
          {purchase}
        </section>

        <section aria-labelledby="profile-cvs-title" className="space-y-2">
          <h3 id="profile-cvs-title" className="text-sm font-semibold text-slate-700">
            {t('profile.recentTitle')}
          </h3>
          {status === 'loading' && !profile ? (
            <p className="flex items-center gap-2 text-sm text-slate-500">
              <Spinner className="size-4" /> {t('profile.loading')}
            </p>
          ) : (
            <RecentCvsList cvs={generatedCVs} local={local} />
          )}
        </section>

        {browserHistory ? (
          <section aria-labelledby="profile-browser-title" className="space-y-2">
            <h3 id="profile-browser-title" className="text-sm font-semibold text-slate-700">
              {t('profile.browserTitle')}
            </h3>
            {browserHistory}
          </section>
        ) : null}

        <div className="border-t border-slate-200 pt-4">
          <DeleteAccountSection
            onDeleted={onAccountDeleted}
            isDemoAccount={isDemoAccount}
            keptCount={keptCount}
          />
        </div>
      </div>
    </Dialog>
  );
}
