/** The look shared by the generator page's cards. */
export const cardStyles = {
  card: 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6',
  title: 'text-lg font-bold text-slate-900',
  textarea:
    'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm outline-none transition focus:border-brand-600 focus:ring-2 focus:ring-brand-100',
} as const;
