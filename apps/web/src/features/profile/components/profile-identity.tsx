import type { Profile } from '@cv/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../components/alert-box';
import { buttonStyles } from '../../../components/button-styles';
import { TextField } from '../../../components/text-field';
import { currentLanguage } from '../../../lib/i18n';
import { describeProfileError, profileChanges, validateProfileDraft } from '../profile-changes';
import { useProfileStore } from '../stores/profile-store';

interface ProfileIdentityProps {
  name: string;
  email: string;
  /** The demo account's address is shown on the login form to everyone: it stays (the server refuses too). */
  emailLocked?: boolean;
  onSaved: (profile: Profile) => void;
}

/** Spec §2: the avatar initial, the name and the email, with edit, save and cancel. */
export function ProfileIdentity({ name, email, emailLocked = false, onSaved }: ProfileIdentityProps) {
  const { t } = useTranslation();
  const save = useProfileStore((state) => state.save);
  const [draft, setDraft] = useState<{ name: string; email: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  /** The new address a confirmation link was just sent to: the email shown changes once it is opened. */
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);
  const initial = (name || email).charAt(0).toUpperCase();

  function startEditing() {
    setDraft({ name, email });
    setError(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft) return;
    const problem = validateProfileDraft(draft);
    if (problem) {
      setError(t(problem));
      return;
    }
    const changes = profileChanges({ name, email }, draft);
    if (!changes) {
      setDraft(null);
      return;
    }
    setPending(true);
    try {
      const { pendingEmail, ...profile } = await save(changes);
      onSaved(profile);
      setConfirmationSentTo(pendingEmail);
      setDraft(null);
      setError(null);
    } catch (failure) {
      console.error('Erreur lors de la mise à jour du profil', failure);
      const described = describeProfileError(failure, currentLanguage());
      setError('key' in described ? t(described.key) : described.text);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex items-start gap-4">
      <span
        aria-hidden="true"
        className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-700 text-2xl font-bold text-white"
      >
        {initial}
      </span>
      {draft ? (
        <form onSubmit={onSubmit} noValidate className="min-w-0 flex-1 space-y-3">
          <TextField
            label={t('profile.name')}
            name="name"
            autoComplete="name"
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
          <TextField
            label={t('profile.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={draft.email}
            readOnly={emailLocked}
            hint={emailLocked ? t('profile.demoEmailLocked') : undefined}
            onChange={(event) => setDraft({ ...draft, email: event.target.value })}
          />
          {error ? <AlertBox>{error}</AlertBox> : null}
          <div className="flex gap-2">
            <button type="submit" disabled={pending} className={buttonStyles.primary}>
              {pending ? t('profile.saving') : t('profile.save')}
            </button>
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => {
                setDraft(null);
                setError(null);
              }}
            >
              {t('profile.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className="min-w-0 flex-1">
          <p className="truncate text-lg font-semibold text-slate-900">{name}</p>
          <p className="truncate text-sm text-slate-600">{email}</p>
          <button type="button" className={`${buttonStyles.link} mt-1 text-sm`} onClick={startEditing}>
            {t('profile.edit')}
          </button>
          {confirmationSentTo ? (
            <p
              role="status"
              className="mt-2 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800"
            >
              {t('profile.emailConfirmationSent', { email: confirmationSentTo })}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
