/** The product mark: a page with text lines. Decorative; the surrounding link carries the name. */
export function Logo({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#1d4ed8" />
      <path d="M9 7h10l5 5v13a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z" fill="#fff" />
      <path d="M11 15h10M11 19h10M11 23h6" stroke="#1d4ed8" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
