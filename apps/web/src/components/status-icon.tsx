/**
 * The app's own success and failure marks, drawn inline: the spec's ✅ and ❌ are emoji, which show as empty
 * boxes on a system without an emoji font (Debian's Chromium). Decorative: the text beside says it all.
 */
export function StatusIcon({
  tone,
  className = 'size-5',
}: {
  tone: 'success' | 'error';
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      data-icon={tone}
      className={`shrink-0 ${tone === 'success' ? 'text-emerald-600' : 'text-red-600'} ${className}`}
    >
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      {tone === 'success' ? (
        <path
          d="M5.8 10.4l2.8 2.8 5.6-6"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path
          d="M6.8 6.8l6.4 6.4M13.2 6.8l-6.4 6.4"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}
