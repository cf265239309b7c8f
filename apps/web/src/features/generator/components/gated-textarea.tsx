import type { KeyboardEvent, TextareaHTMLAttributes } from 'react';
import { cardStyles } from './card-styles';

interface GatedTextareaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'className'> {
  value: string;
  onChange: (value: string) => void;
  /** True when signed in; otherwise opens the sign-in dialog and answers false. */
  requireSignIn: () => boolean;
  className?: string;
}

/** Keys that move around or leave the field: a visitor may still use them without being asked to sign in. */
const NAVIGATION_KEYS = new Set([
  'Tab',
  'Shift',
  'Escape',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
]);

/**
 * A textarea a visitor can focus and read, but whose first click, typed key, paste or drop opens the
 * sign-in dialog instead (spec §4). Focus alone does not: the dialog gives focus back when it closes.
 */
export function GatedTextarea({
  value,
  onChange,
  requireSignIn,
  className = '',
  ...props
}: GatedTextareaProps) {
  function gate(event: { preventDefault(): void }) {
    if (!requireSignIn()) event.preventDefault();
  }
  return (
    <textarea
      {...props}
      value={value}
      onChange={(event) => {
        if (requireSignIn()) onChange(event.target.value);
      }}
      onMouseDown={gate}
      onKeyDown={(event: KeyboardEvent<HTMLTextAreaElement>) => {
        if (!NAVIGATION_KEYS.has(event.key)) gate(event);
      }}
      onPaste={gate}
      onDrop={gate}
      className={`${cardStyles.textarea} ${className}`}
    />
  );
}
