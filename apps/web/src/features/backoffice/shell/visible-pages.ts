import { staffMayCall } from '@crupier/contract/backoffice';
import type { TOpsPageEntry } from '@/features/backoffice/pages';

/** The pages a staff member with these roles may open: the role table decides, as on the server. */
export function visiblePages<P extends Pick<TOpsPageEntry, 'requires'>>(
  pages: readonly P[],
  roles: readonly string[],
): P[] {
  return pages.filter((page) => staffMayCall(roles, page.requires));
}
