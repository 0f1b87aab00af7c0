import { staffMayCall } from '@crupier/contract/backoffice';
import { useStaffMe } from '@/features/backoffice/api/use-ops';

/** Whether the signed-in staff member's roles may call an `/ops` route (`METHOD path`): hides what they cannot do. */
export function useCan(): (routeKey: string) => boolean {
  const me = useStaffMe();
  const roles = me.data?.roles ?? [];
  return (routeKey) => staffMayCall(roles, routeKey);
}
