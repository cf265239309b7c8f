/** The one registry of paths. Spec §2: the screen is chosen by the exact browser path. */
export const paths = {
  home: '/',
  admin: '/admin',
  paymentSuccess: '/payment-success',
  paymentCancel: '/payment-cancel',
} as const;

export type Screen = 'generator' | 'admin' | 'payment-success' | 'payment-cancel';

const SCREENS: Record<string, Screen> = {
  [paths.admin]: 'admin',
  [paths.paymentSuccess]: 'payment-success',
  [paths.paymentCancel]: 'payment-cancel',
};

/** Exact match only: '/admin/' or '/admin/x' are not the admin page; any unknown path is the generator. */
export function screenForPath(pathname: string): Screen {
  return Object.hasOwn(SCREENS, pathname) ? SCREENS[pathname]! : 'generator';
}
