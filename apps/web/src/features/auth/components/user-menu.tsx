import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { useAuthStore } from '../stores/auth-store';

/** The connected-user button (shows the email) and its panel: 'Mon profil' and the logout action. */
export function UserMenu({
  onOpenProfile,
  onLogout,
}: {
  onOpenProfile?: () => void;
  /** What 'Déconnexion' does when the page wants a say (the CVs kept in this browser); else it signs out. */
  onLogout?: () => void;
}) {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const logout = useAuthStore((state) => state.logout);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (!user) return null;

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={`${buttonStyles.secondary} max-w-64`}
      >
        <span
          aria-hidden="true"
          className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-700 text-xs text-white"
        >
          {(user.name || user.email).charAt(0).toUpperCase()}
        </span>
        <span className="truncate">{user.email}</span>
        <svg viewBox="0 0 20 20" className="size-4 shrink-0" aria-hidden="true" fill="currentColor">
          <path d="M5.5 7.5L10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute right-0 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-4 shadow-lg"
        >
          <p className="text-xs text-slate-500">{t('header.signedInAs')}</p>
          {user.name ? <p className="truncate font-semibold text-slate-900">{user.name}</p> : null}
          <p className="truncate text-sm text-slate-700">{user.email}</p>
          {onOpenProfile ? (
            <button
              type="button"
              className={`${buttonStyles.secondary} mt-3 w-full`}
              onClick={() => {
                setOpen(false);
                onOpenProfile();
              }}
            >
              {t('profile.open')}
            </button>
          ) : null}
          <button
            type="button"
            className={`${buttonStyles.secondary} mt-2 w-full text-red-700`}
            onClick={() => {
              setOpen(false);
              if (onLogout) onLogout();
              else void logout();
            }}
          >
            {t('header.logout')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
