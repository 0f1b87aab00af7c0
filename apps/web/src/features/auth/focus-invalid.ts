import type { RefObject } from 'react';

/**
 * Whether the validation found anything (`found` has a key); if so, the form's first field marked
 * invalid gets the focus once the marks have rendered.
 */
export function hasInvalidFocused(found: object, form: RefObject<HTMLFormElement | null>): boolean {
  if (Object.keys(found).length === 0) return false;
  requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  return true;
}
