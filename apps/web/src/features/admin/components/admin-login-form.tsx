import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../components/alert-box';
import { buttonStyles } from '../../../components/button-styles';
import { useAdminStore } from '../stores/admin-store';

/** The admin password form; the server checks the password (D10) and answers with a session cookie. */
export function AdminLoginForm() {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const pending = useAdminStore((state) => state.loginPending);
  const error = useAdminStore((state) => state.loginError);
  const sessionEnded = useAdminStore((state) => state.sessionEnded);
  const login = useAdminStore((state) => state.login);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (password) void login(password);
  };

  const message = (() => {
    if (!error) return null;
    if (error.status === 401) return t('admin.login.wrongPassword');
    if (error.status === 429) return t('admin.login.tooMany');
    if (error.status === 503) return t('admin.login.notConfigured');
    return error.detail;
  })();

  return (
    <form onSubmit={onSubmit} className="space-y-4 text-left" noValidate>
      {sessionEnded && !error ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
          {t('admin.login.sessionEnded')}
        </p>
      ) : null}
      <label className="block">
        <span className="mb-1 block text-sm font-medium text-slate-700">{t('admin.login.password')}</span>
        <input
          type="password"
          name="password"
          autoComplete="current-password"
          required
          // biome-ignore lint/a11y/noAutofocus: the form is the whole page; the password is all there is to type
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          className="w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
      </label>
      {message ? <AlertBox>{message}</AlertBox> : null}
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={pending || !password}>
        {pending ? t('admin.login.pending') : t('admin.login.submit')}
      </button>
    </form>
  );
}
