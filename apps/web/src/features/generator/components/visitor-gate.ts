import type { KeyboardEvent } from 'react';

/** Keys that move around or leave a control: a visitor may still use them without being asked to sign in. */
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
 * Spec §4: a visitor's click, typed key, paste or drop on a control of the generator opens the sign-in
 * dialog instead of acting. One set of handlers for the text areas, the language choice and the upload zone,
 * so that all of them behave alike. Focus alone does not: the dialog gives focus back when it closes.
 * `requireSignIn` answers true when signed in, else opens the dialog and answers false.
 */
export function visitorGate(requireSignIn: () => boolean) {
  const gate = (event: { preventDefault(): void }) => {
    if (!requireSignIn()) event.preventDefault();
  };
  return {
    onMouseDown: gate,
    onKeyDown: (event: KeyboardEvent) => {
      if (!NAVIGATION_KEYS.has(event.key)) gate(event);
    },
    onPaste: gate,
    onDrop: gate,
  };
}
