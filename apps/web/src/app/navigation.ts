import { paths } from './paths';

/** A full navigation: each screen is chosen once, from the path, at page load. */
export function goHome(): void {
  window.location.assign(paths.home);
}
