import { type RefObject, useRef } from 'react';

/** A ref holding the value of the last render: what async work reads without re-creating itself. */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
