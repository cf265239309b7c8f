/** The panel's marks, drawn inline and decorative: the text beside each says the same. */
export function WarningIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className={`shrink-0 ${className}`} fill="currentColor">
      <path d="M10 2.5c.4 0 .8.2 1 .6l7 12.6c.4.8-.1 1.8-1 1.8H3c-.9 0-1.4-1-1-1.8l7-12.6c.2-.4.6-.6 1-.6Z" />
      <path d="M10 7.5v4.2" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="10" cy="14.4" r="1.05" fill="#fff" />
    </svg>
  );
}

export function CheckIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className={`shrink-0 ${className}`} fill="none">
      <path
        d="M4.5 10.5l3.5 3.5 7.5-8"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function PencilIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className={`shrink-0 ${className}`} fill="none">
      <path
        d="M12.8 3.7l3.5 3.5L7.5 16H4v-3.5l8.8-8.8Z"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function SidebarIcon({ className = 'size-3.5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className={`shrink-0 ${className}`} fill="none">
      <rect x="2.5" y="3.5" width="15" height="13" rx="1.5" stroke="currentColor" strokeWidth="1.6" />
      <path d="M7.5 3.5v13" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
