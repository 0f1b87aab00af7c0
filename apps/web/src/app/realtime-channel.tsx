import { lazy, Suspense } from 'react';
import { useSession } from '@/api/session';

// The channel's code loads only for logged-in pages, never with a guest's first page.
const RealtimeBalance = lazy(() => import('./realtime-balance'));

/** The real-time balance channel of a logged-in page (one per page; none for guests). */
export function RealtimeChannel() {
  const token = useSession((s) => (s.isLoggedIn ? s.token : null));
  if (!token) return null;
  return (
    <Suspense fallback={null}>
      <RealtimeBalance token={token} />
    </Suspense>
  );
}
