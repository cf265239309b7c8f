import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** Inline help or validation message under the field. */
  hint?: ReactNode;
  invalid?: boolean;
}

/** A labelled input: `<label for>` so a person (or a test) can find the field by its label. */
export function TextField({ label, hint, invalid = false, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? hintId : undefined}
        className={`block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm outline-none transition focus:border-brand-600 focus:ring-2 focus:ring-brand-100 ${
          invalid ? 'border-red-400' : 'border-slate-300'
        }`}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className={`text-xs ${invalid ? 'text-red-600' : 'text-slate-500'}`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
