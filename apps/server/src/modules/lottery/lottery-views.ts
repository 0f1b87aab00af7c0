import { formatOdds, type LotteryGame, type TDrawNumbers, type TLotteryBet } from '@crupier/contract/lottery';
import { formatMinor } from '@crupier/contract/money';
import type { BetRow, DrawRow } from './repository';

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const nameOf = (game: LotteryGame, language: string) =>
  game.names[language as keyof LotteryGame['names']] ?? game.names.en;

/** The calendar as the menu sends it: `interval:<minutes>`, `daily:<HH:MM>` or `weekly:<days>:<HH:MM>` (0 = Sunday). */
export function scheduleText(game: LotteryGame) {
  const s = game.schedule;
  if (s.type === 'interval') return `interval:${s.minutes}`;
  return s.days ? `weekly:${s.days.join(',')}:${s.at}` : `daily:${s.at}`;
}

export function menuGame(game: LotteryGame, language: string) {
  return {
    gameCode: game.code,
    name: nameOf(game, language),
    prizeMode: game.prizeMode,
    area: game.area,
    kind: game.kind,
    route: game.route,
    schedule: scheduleText(game),
    tiers: game.tiers,
  };
}

export function pastDrawView(row: DrawRow) {
  return {
    drawId: String(row.id),
    gameCode: row.gameCode,
    drawNo: row.drawNo,
    closedAt: iso(row.closedAt),
    drawnAt: iso(row.drawnAt),
    numbers: (row.numbers ?? []) as TDrawNumbers,
    drawHash: row.drawHash,
    seed: row.seed,
  };
}

export function betView(
  bet: BetRow,
  drawNo: string,
  state = bet.state,
  settledAt: Date | string | null = bet.settledAt,
): TLotteryBet {
  return {
    betId: String(bet.id),
    drawId: String(bet.drawId),
    drawNo,
    gameCode: bet.gameCode,
    betType: bet.betType,
    numbers: bet.numbers,
    stake: formatMinor(bet.stake),
    odds: formatOdds(bet.odds[0] ?? 0),
    potentialWin: formatMinor(bet.potentialWin),
    state: state as TLotteryBet['state'],
    win: formatMinor(bet.win),
    placedAt: bet.createdAt.toISOString(),
    settledAt: settledAt ? new Date(settledAt).toISOString() : null,
  };
}

export function opsView(r: DrawRow) {
  const revealed = r.state === 'settled';
  return {
    drawId: String(r.id),
    gameCode: r.gameCode,
    drawNo: r.drawNo,
    state: r.state as 'open' | 'closed' | 'settled' | 'cancelled',
    closesAt: r.closesAt.toISOString(),
    drawAt: r.drawAt.toISOString(),
    drawnAt: iso(r.drawnAt),
    drawHash: r.drawHash,
    // The seed stays secret until the numbers are out (a cancelled draw never reveals it).
    seed: revealed ? r.seed : null,
    numbers: revealed ? ((r.numbers ?? []) as TDrawNumbers) : null,
    bets: r.bets,
    stakes: formatMinor(r.stakes),
    wins: formatMinor(r.wins),
    cancelReason: r.cancelReason,
  };
}
