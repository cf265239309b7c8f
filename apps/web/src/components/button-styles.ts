/** Shared Tailwind classes, so every button of the app looks and focuses the same. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  primary: `${base} bg-brand-700 px-4 py-2.5 text-white shadow-sm hover:bg-brand-800`,
  secondary: `${base} border border-slate-300 bg-white px-3 py-2 text-slate-700 hover:bg-slate-50`,
  ghost: `${base} px-3 py-2 text-slate-700 hover:bg-slate-100`,
  link: 'font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 rounded',
} as const;
