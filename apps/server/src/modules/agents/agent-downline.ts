import { isAgent } from '@crupier/contract/account-types';
import { formatMinor } from '@crupier/contract/money';
import { page, type TPageQuery } from '@crupier/contract/paging';
import type { AccountRow } from '@/modules/identity/accounts';
import type { Merchant } from '@/modules/merchants/service';
import { AppError } from '@/platform/app-error';
import { toIso } from './agent-centre-views';
import type { AgentCentreTools } from './service';

/** The agent's downline, listed and locked or unlocked. */
export function agentDownline(tools: AgentCentreTools) {
  const { identity, repo, downlineAccount } = tools;
  return {
    async downline(
      merchant: Merchant,
      agent: AccountRow,
      q: TPageQuery & {
        parentId?: string | undefined;
        search?: string | undefined;
        type?: 'member' | 'agent' | undefined;
        status?: 'active' | 'locked' | undefined;
      },
    ) {
      let parentId: bigint | undefined;
      if (q.parentId !== undefined && q.parentId !== 'self' && q.parentId !== String(agent.id)) {
        parentId = BigInt((await downlineAccount(agent.id, q.parentId)).id);
      } else if (q.parentId !== undefined) parentId = agent.id;
      const { rows, total } = await repo.downline(agent.id, merchant.id, merchant.currency, {
        parentId,
        search: q.search?.trim() || undefined,
        type: q.type,
        status: q.status,
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
      });
      return page(
        rows.map((r) => ({
          id: r.id,
          username: r.username,
          nickname: r.nickname,
          type: r.type,
          isAgent: isAgent(r.type),
          level: r.level,
          upline: r.upline,
          status: r.status,
          children: r.children,
          balance: formatMinor(BigInt(r.balance ?? 0)),
          lastLoginAt: toIso(r.last_login_at),
          createdAt: toIso(r.created_at)!,
          // An agent locks and unlocks its own direct downline; deeper accounts belong to their agent.
          canLock: r.level === 1,
        })),
        q,
        total,
      );
    },

    async setStatus(agent: AccountRow, accountId: string, status: 'active' | 'locked') {
      const target = await downlineAccount(agent.id, accountId);
      if (target.depth !== 1) throw new AppError('not_direct_downline', 422);
      const row = await identity.accounts.byId(BigInt(target.id));
      if (!row) throw new AppError('not_found', 404);
      await identity.accountLock[status === 'locked' ? 'lock' : 'unlock'](row);
      return { id: target.id, username: target.username, status };
    },
  };
}
