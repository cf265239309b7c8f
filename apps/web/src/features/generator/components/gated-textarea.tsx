import type { TextareaHTMLAttributes } from 'react';
import { cardStyles } from './card-styles';
import { visitorGate } from './visitor-gate';

interface GatedTextareaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'className'> {
  value: string;
  onChange: (value: string) => void;
  /** True when signed in; otherwise opens the sign-in dialog and answers false. */
  requireSignIn: () => boolean;
  className?: string;
}

/**
 * A textarea a visitor can focus and read, but whose first click, typed key, paste or drop opens the
 * sign-in dialog instead (spec §4, visitor-gate.ts).
 */
export function GatedTextarea({
  value,
  onChange,
  requireSignIn,
  className = '',
  ...props
}: GatedTextareaProps) {
  return (
    <textarea
      {...props}
      value={value}
      onChange={(event) => {
        if (requireSignIn()) onChange(event.target.value);
      }}
      {...visitorGate(requireSignIn)}
      className={`${cardStyles.textarea} ${className}`}
    />
  );
}
