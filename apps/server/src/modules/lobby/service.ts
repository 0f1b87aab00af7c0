import { formatMinor } from '@crupier/contract/money';
import type { Db } from '@/db/client';
import type { Merchant } from '@/modules/merchants/service';
import { textIn } from '@/platform/content-language';
import { type AnnouncementRow, createLobbyRepository } from './repository';

/** Hides most of a player's name on public boards: "jugador1" → "ju****r1". */
export function maskName(name: string): string {
  if (name.length <= 3) return `${name[0] ?? ''}**`;
  return `${name.slice(0, 2)}${'*'.repeat(Math.min(4, name.length - 4))}${name.slice(-2)}`;
}

const GROUP_BY_TYPE: Record<string, 'banners' | 'player' | 'popup' | 'promotion' | 'help'> = {
  B: 'banners',
  PL: 'player',
  PU: 'popup',
  PR: 'promotion',
  H: 'help',
};

/** Announcements (banners, notices, popups, promotions, help) and the winner board. */
export function createLobby(db: Db) {
  const repo = createLobbyRepository(db);

  const view = (row: AnnouncementRow, language: string, fallback: string) => ({
    id: String(row.id),
    title: textIn(row.titles, language, fallback),
    content: textIn(row.contents, language, fallback),
    promotionType: row.promotionType,
    execution: row.execution,
    groupName: row.groupName,
    url: row.imageUrl,
    linkUrl: row.linkUrl,
  });

  return {
    async announcements(
      merchant: Merchant,
      request: { types: string[]; execution?: string | undefined; language?: string | undefined },
    ) {
      const language =
        request.language && merchant.languages.includes(request.language)
          ? request.language
          : merchant.defaultLanguage;
      const rows = await repo.announcements(merchant.id, request.types);
      const result = { banners: [], player: [], popup: [], promotion: [], help: [] } as Record<
        string,
        ReturnType<typeof view>[]
      >;
      for (const row of rows) {
        // Popups are aimed at an audience: A logged in, B anonymous, F first login.
        if (row.type === 'PU' && request.execution && row.execution !== request.execution) continue;
        result[GROUP_BY_TYPE[row.type]!]!.push(view(row, language, merchant.defaultLanguage));
      }
      return result as {
        banners: ReturnType<typeof view>[];
        player: ReturnType<typeof view>[];
        popup: ReturnType<typeof view>[];
        promotion: ReturnType<typeof view>[];
        help: ReturnType<typeof view>[];
      };
    },

    async rankList(
      merchant: Merchant,
      request: { gameCategory: string; language?: string | undefined; limitNum: number },
    ) {
      const language =
        request.language && merchant.languages.includes(request.language)
          ? request.language
          : merchant.defaultLanguage;
      const rows = await repo.bigWins(
        merchant.id,
        request.gameCategory === 'ALL' ? null : request.gameCategory,
        request.limitNum,
      );
      return {
        list: rows.map((r) => ({
          iconUrl: r.icon_url ?? `/media/games/${r.game_id}.svg`,
          gameName: textIn(r.names, language, merchant.defaultLanguage),
          customerName: maskName(r.username),
          winAmount: formatMinor(BigInt(r.amount)),
          vo: {
            nodeId: r.game_id,
            vassalage: r.vendor_code,
            gameType: r.game_type,
            at: new Date(r.at).toISOString(),
          },
        })),
      };
    },
  };
}

export type Lobby = ReturnType<typeof createLobby>;
