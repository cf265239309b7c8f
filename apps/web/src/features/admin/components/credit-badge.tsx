import { type CreditTone, creditTone } from '../admin-format';

const toneClasses: Record<CreditTone, string> = {
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-600/20',
  red: 'bg-red-100 text-red-800 ring-red-600/20',
};

/** Spec §9: the user's credits, green above 50, yellow above 10, red otherwise. */
export function CreditBadge({ credits }: { credits: number }) {
  const tone = creditTone(credits);
  return (
    <span
      data-tone={tone}
      className={`inline-flex min-w-10 justify-center rounded-full px-2 py-0.5 text-sm font-semibold ring-1 ring-inset ${toneClasses[tone]}`}
    >
      {credits}
    </span>
  );
}
