/**
 * Sic Bo (docs/games.md): three dice, each the fair stream's next integer in [0, 6) plus one. One
 * stake may be spread over up to 30 bets by share (as roulette's). Pays to one:
 * small (total 4–10) and big (11–17) 1:1, both lose on any triple; total 4 or 17 50:1, 5 or 16 18:1,
 * 6 or 15 14:1, 7 or 14 12:1, 8 or 13 8:1, 9–12 6:1; a specific triple 180:1; any triple 30:1; a
 * specific double 10:1; a two-dice combination 5:1; a single number 1:1 on one die, 2:1 on two, 3:1 on
 * three.
 */
export const SIC_BO_FACES = 6;
export const MAX_SIC_BO_BETS = 30;

export type SicBoBet =
  | { type: 'small' | 'big' | 'anyTriple' }
  | { type: 'total'; total: number }
  | { type: 'triple' | 'double' | 'single'; face: number }
  | { type: 'combo'; faces: [number, number] };

export const SIC_BO_TOTAL_PAYS: Record<number, number> = {
  4: 50,
  5: 18,
  6: 14,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 14,
  16: 18,
  17: 50,
};

const isFace = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 6;

/** Checks a bet as the player sends it; throws with the reason when it is not on the table. */
export function parseSicBoBet(value: unknown): SicBoBet {
  const bet = value as Record<string, unknown> | null;
  switch (bet?.type) {
    case 'small':
    case 'big':
    case 'anyTriple':
      return { type: bet.type };
    case 'total': {
      const total = bet.total;
      if (!Number.isInteger(total) || (total as number) < 4 || (total as number) > 17)
        throw new Error('total: 4 to 17');
      return { type: 'total', total: total as number };
    }
    case 'triple':
    case 'double':
    case 'single':
      if (!isFace(bet.face)) throw new Error('face: 1 to 6');
      return { type: bet.type, face: bet.face };
    case 'combo': {
      const faces = bet.faces;
      if (!Array.isArray(faces) || faces.length !== 2 || !faces.every(isFace) || faces[0] === faces[1])
        throw new Error('combo: two different faces 1 to 6');
      const [a, b] = [...faces].sort((x, y) => x - y) as [number, number];
      return { type: 'combo', faces: [a, b] };
    }
    default:
      throw new Error('bet type: small, big, total, triple, anyTriple, double, combo or single');
  }
}

/** What a bet pays to one on these dice (0: it loses). */
export function sicBoPays(bet: SicBoBet, dice: number[]): number {
  const total = dice.reduce((a, b) => a + b, 0);
  const count = (face: number) => dice.filter((d) => d === face).length;
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  switch (bet.type) {
    case 'small':
      return !triple && total >= 4 && total <= 10 ? 1 : 0;
    case 'big':
      return !triple && total >= 11 && total <= 17 ? 1 : 0;
    case 'anyTriple':
      return triple ? 30 : 0;
    case 'total':
      return total === bet.total ? (SIC_BO_TOTAL_PAYS[bet.total] ?? 0) : 0;
    case 'triple':
      return triple && dice[0] === bet.face ? 180 : 0;
    case 'double':
      return count(bet.face) >= 2 ? 10 : 0;
    case 'combo':
      return count(bet.faces[0]) >= 1 && count(bet.faces[1]) >= 1 ? 5 : 0;
    case 'single':
      return count(bet.face);
  }
}

/** What the bets return (stakes included, minor units) on these dice. */
export function sicBoWin(dice: number[], bets: { bet: SicBoBet; stake: bigint }[]): bigint {
  let win = 0n;
  for (const { bet, stake } of bets) {
    const pays = sicBoPays(bet, dice);
    if (pays > 0) win += stake * BigInt(pays + 1);
  }
  return win;
}

/** A bet's exact return: the mean over the 216 equally likely throws. */
export function sicBoRtp(bet: SicBoBet): number {
  let total = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++) {
        const pays = sicBoPays(bet, [a, b, c]);
        total += pays > 0 ? pays + 1 : 0;
      }
  return total / 216;
}

/** A short language-neutral name of a bet ("total 9", "combo 2-5"), for history lines and keys. */
export function sicBoBetKey(bet: SicBoBet): string {
  switch (bet.type) {
    case 'total':
      return `total ${bet.total}`;
    case 'triple':
    case 'double':
    case 'single':
      return `${bet.type} ${bet.face}`;
    case 'combo':
      return `combo ${bet.faces[0]}-${bet.faces[1]}`;
    default:
      return bet.type;
  }
}
