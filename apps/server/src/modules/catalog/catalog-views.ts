import type { TGame } from '@crupier/contract/catalog';
import { GAME_CATEGORIES } from '@crupier/contract/constants';
import { formatMinor } from '@crupier/contract/money';
import type { CatalogGame } from './repository';

export const LANE_ORDER: readonly string[] = GAME_CATEGORIES;

export const LAUNCH_TOKEN_MS = 2 * 60 * 1000;

/** The Tagalog-only slot sub-category (spec §2). */
export const BINGO = 'BG';

export function gameView(row: CatalogGame, language: string): TGame {
  const { game } = row;
  const name = game.names[language] ?? game.names.en ?? game.names.es ?? game.gameCode;
  return {
    nodeId: String(game.id),
    vassalage: row.vendorCode,
    gameType: game.gameType,
    gameCode: game.gameCode,
    isGame: 'GAME',
    gameClassify: game.gameClassify,
    gameName: name,
    nodeName: name,
    displayName: row.vendorName,
    isHot: game.isHot,
    supportPlay: game.supportPlay,
    showIcon: game.showIcon,
    iconUrl: game.iconUrl ?? `/media/games/${game.id}.svg`,
    minBet: formatMinor(game.minBet),
    lineNum: game.lineNum,
  };
}

/** A vendor's launch URL: its template with the launch's values, each URL-encoded. */
export function vendorLaunchUrl(template: string, values: Record<string, string>) {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? encodeURIComponent(values[name]!) : whole,
  );
}
