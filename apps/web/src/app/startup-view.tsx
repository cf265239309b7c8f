import { useTranslation } from 'react-i18next';
import { Logo } from '../components/logo';
import { Spinner } from '../components/spinner';
import { useAuthName } from '../lib/public-config';

/** Spec §2: full screen while the sign-in state is being resolved. */
export function StartupView() {
  const { t } = useTranslation();
  const authName = useAuthName();
  return <StartupShell title={t('startup.title', { authName })} wait={t('startup.wait')} />;
}

/**
 * The view's markup. index.html holds a copy with blank lines of text (checked by startup-shell.test.ts):
 * the browser paints it before any script has run, in no language yet, and React's first render puts the
 * same boxes with their text in place — nothing moves.
 */
export function StartupShell({ title, wait }: { title: string; wait: string }) {
  return (
    <div
      role="status"
      className="fixed inset-0 flex flex-col items-center justify-center gap-5 bg-slate-50 px-6 text-center"
    >
      <Logo className="size-14" />
      <Spinner className="size-9" />
      <div>
        <p className="text-xl font-semibold text-slate-900">{title}</p>
        <p className="mt-1 text-slate-600">{wait}</p>
      </div>
    </div>
  );
}
