import type { ReactNode } from 'react';

/** What a list shows when it has nothing yet: an honest message rather than endless skeletons. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="empty-state">{children}</p>;
}
