import { type RefObject, useEffect } from 'react';

/**
 * The forms load after their dialog opened (lazily), so the dialog could only focus its own panel: once the
 * form is there, its first field takes the focus — unless the person already moved it elsewhere.
 */
export function useFocusFirstField(formRef: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const form = formRef.current;
    const panel = form?.closest('[role="dialog"]');
    if (form && (document.activeElement === panel || document.activeElement === document.body)) {
      form.querySelector<HTMLInputElement>('input')?.focus();
    }
  }, [formRef]);
}
