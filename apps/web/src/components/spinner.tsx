export function Spinner({ className = 'size-8' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`animate-spin text-brand-600 ${className}`}
      aria-hidden="true"
      fill="none"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-20" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
