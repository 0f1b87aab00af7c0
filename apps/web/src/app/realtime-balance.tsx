import { useRealtimeBalance } from './use-realtime-balance';

/** Loaded once somebody is logged in: keeps the page's real-time channel open. */
export default function RealtimeBalance({ token }: { token: string }) {
  useRealtimeBalance(token);
  return null;
}
