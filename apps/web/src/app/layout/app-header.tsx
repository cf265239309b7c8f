import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../components/button-styles';
import { Logo } from '../../components/logo';
import { UserMenu } from '../../features/auth/components/user-menu';
import { useAuthDialog } from '../../features/auth/stores/auth-dialog-store';
import { useAuthStore } from '../../features/auth/stores/auth-store';
import { openProfile } from '../../features/profile/stores/profile-dialog-store';
import { useAppName } from '../../lib/public-config';
import { paths } from '../paths';
import { signOut } from '../saved-results/sign-out';
import { AccountLayer } from './account-layer';
import { buyCredits } from './buy-credits';
import { LanguageSwitch } from './language-switch';

// Opened by a click only: the dialog and its texts are a chunk of their own (initial JS budget).
const HelpDialog = lazy(() =>
  import('../../features/help/components/help-dialog').then((module) => ({ default: module.HelpDialog })),
);

/**
 * Sticky header (spec §2). From 768 px: everything in one row. Below: logo, badge, credits or the login
 * button stay visible; help, language, connection status and logout move into the burger menu. Below 480 px
 * the product name is hidden.
 */
export function AppHeader() {
  const { t } = useTranslation();
  const appName = useAppName();
  const user = useAuthStore((state) => state.user);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const openAuth = useAuthDialog((state) => state.open);
  const [helpOpen, setHelpOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  const signedIn = isAuthenticated && user !== null;
  // `extra`: the burger menu lines the icon up with the items above and below (the padding stays for hover).
  const helpButton = (extra = '') => (
    <button type="button" className={`${buttonStyles.ghost} ${extra}`} onClick={() => setHelpOpen(true)}>
      <svg
        viewBox="0 0 20 20"
        className="size-5"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      >
        <circle cx="10" cy="10" r="8" />
        <path d="M7.8 7.6a2.3 2.3 0 1 1 3.2 2.1c-.6.3-1 .8-1 1.5v.4M10 14.2v.3" strokeLinecap="round" />
      </svg>
      {t('header.help')}
    </button>
  );
  const disconnectedBadge = (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-600">
      <span aria-hidden="true" className="size-2 rounded-full bg-slate-400" />
      {t('header.disconnected')}
    </span>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-2 min-[481px]:px-3 sm:gap-3 sm:px-6">
        <a
          href={paths.home}
          aria-label={t('header.home', { appName })}
          className="flex min-w-0 items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600 max-[480px]:gap-1.5"
        >
          <Logo />
          {/* the product's name stays in sight on a phone (issue 25); the beta badge gives it the room */}
          <span className="truncate text-lg font-bold text-slate-900 max-[480px]:text-base">{appName}</span>
        </a>
        <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-amber-800 max-[480px]:hidden">
          {t('header.beta')}
        </span>
        <span className="hidden shrink-0 text-xs font-medium text-slate-500 lg:inline">
          {t('header.version')}
        </span>

        <div className="ml-auto flex items-center gap-2">
          <div className="hidden items-center gap-2 md:flex">
            <LanguageSwitch />
            {helpButton()}
            {signedIn ? null : disconnectedBadge}
          </div>
          {signedIn ? (
            <span className="shrink-0 whitespace-nowrap rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 max-[480px]:px-2 max-[480px]:text-xs">
              {t('header.credits', { count: user.credits })}
            </span>
          ) : null}
          {signedIn ? (
            <button
              type="button"
              title={t('credits.buyLabel')}
              className={`${buttonStyles.secondary} whitespace-nowrap py-1 text-sm`}
              onClick={() => buyCredits(null)}
            >
              {/* on a phone a '+' beside the balance, its name unchanged */}
              <span className="max-[480px]:sr-only">{t('credits.buy')}</span>
              <span aria-hidden="true" className="min-[481px]:hidden">
                +
              </span>
            </button>
          ) : (
            <button
              type="button"
              className={`${buttonStyles.primary} py-2 max-[480px]:px-3 max-[480px]:text-sm`}
              onClick={() => openAuth('login')}
            >
              {t('header.login')}
            </button>
          )}
          {signedIn ? (
            <div className="hidden md:block">
              <UserMenu onOpenProfile={openProfile} onLogout={() => void signOut()} />
            </div>
          ) : null}
          <button
            type="button"
            className={`${buttonStyles.ghost} px-2 md:hidden`}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg
              viewBox="0 0 20 20"
              className="size-6"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            >
              <path d={menuOpen ? 'M5 5l10 10M15 5L5 15' : 'M3 6h14M3 10h14M3 14h14'} strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>

      {menuOpen ? (
        <nav
          id="mobile-menu"
          aria-label={t('header.menu')}
          className="border-t border-slate-200 bg-white md:hidden"
        >
          <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <LanguageSwitch />
              <span className="text-xs font-medium text-slate-500">{t('header.version')}</span>
            </div>
            <div>{helpButton('-ml-3')}</div>
            {signedIn ? (
              <div className="rounded-lg border border-slate-200 p-3">
                <p className="text-xs text-slate-500">{t('header.signedInAs')}</p>
                <p className="truncate text-sm font-medium text-slate-900">{user.email}</p>
                <button
                  type="button"
                  className={`${buttonStyles.secondary} mt-2 w-full`}
                  onClick={() => {
                    setMenuOpen(false);
                    openProfile();
                  }}
                >
                  {t('profile.open')}
                </button>
                <button
                  type="button"
                  className={`${buttonStyles.secondary} mt-2 w-full text-red-700`}
                  onClick={() => {
                    setMenuOpen(false);
                    void signOut();
                  }}
                >
                  {t('header.logout')}
                </button>
              </div>
            ) : (
              <div>{disconnectedBadge}</div>
            )}
          </div>
        </nav>
      ) : null}

      {helpOpen ? (
        <Suspense fallback={null}>
          <HelpDialog
            open
            onClose={() => {
              setHelpOpen(false);
              setMenuOpen(false);
            }}
            appName={appName}
          />
        </Suspense>
      ) : null}
      <AccountLayer />
    </header>
  );
}
