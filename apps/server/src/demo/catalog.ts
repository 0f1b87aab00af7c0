import crypto from 'node:crypto';
import { LOTTERY_GAMES } from '@crupier/contract/lottery';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { games, merchantVendors, vendorMerchants, vendors } from '@/db/schema';
import { searchText } from '@/modules/catalog/search-text';
import { rngGame } from './catalog-arcade';
import {
  ADJECTIVES,
  FISH_GAMES,
  LIVE_TABLES,
  NOUNS,
  PVP_GAMES,
  RNG_CLASSIFIES,
  STUDIOS,
  type Studio,
  SUFFIXES,
} from './catalog-data';
import { ptTyNames } from './catalog-names';
import { tableRngGame } from './catalog-tables';

type NewGame = typeof games.$inferInsert;

/** A small deterministic PRNG (mulberry32): the same catalogue every time. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function slotName(n: number): { en: string; es: string } {
  const noun = NOUNS[n % NOUNS.length]!;
  const adj = ADJECTIVES[Math.floor(n / NOUNS.length) % ADJECTIVES.length]!;
  const suffix = SUFFIXES[Math.floor(n / (NOUNS.length * ADJECTIVES.length)) % SUFFIXES.length]!;
  const es = `${noun[1]} ${noun[2] === 'f' ? adj[2] : adj[1]}`;
  return {
    en: `${adj[0]} ${noun[0]}${suffix[0] ? ` ${suffix[0]}` : ''}`,
    es: `${es}${suffix[1] ? ` ${suffix[1]}` : ''}`,
  };
}

/** The slot sub-category whose cumulative share first reaches `roll` (0 ≤ roll < 1). */
function pickByShare(roll: number) {
  let cumulative = 0;
  for (const entry of RNG_CLASSIFIES) {
    cumulative += entry[1];
    if (cumulative >= roll) return entry;
  }
  return RNG_CLASSIFIES[0]!;
}

/**
 * Builds a catalogue of `total` games over the fictional studios: RNG games with the slot
 * sub-categories, live tables, fish, card games, sports books, lotteries. Names in es and en,
 * each game tied to a house engine and a variant so that it launches into a real game.
 */
export function buildCatalog(total: number, studioIds: Map<string, number>): NewGame[] {
  const rand = random(20261122);
  const list: NewGame[] = [];
  const push = (
    studio: Studio,
    gameType: string,
    n: number,
    names: { en: string; es: string },
    engine: string,
    classify: string | null,
  ) => {
    const code = `${studio.code}-${gameType.slice(0, 3)}-${String(n).padStart(5, '0')}`;
    list.push({
      vendorId: studioIds.get(studio.code)!,
      gameCode: code,
      gameType,
      gameClassify: classify,
      // pt and ty come from the English name (catalog-names.ts): every game is named in all four.
      names: { en: names.en, es: names.es, ...ptTyNames(names.en) },
      searchText: searchText(`${names.en} ${names.es} ${Object.values(ptTyNames(names.en)).join(' ')}`),
      isHot: rand() < 0.04,
      supportPlay: rand() < 0.6 ? 0 : 1,
      minBet: BigInt([10, 20, 50, 100, 200][Math.floor(rand() * 5)]!),
      lineNum: engine === 'slot' ? [10, 20, 25, 40, 50][Math.floor(rand() * 5)]! : 0,
      engine,
      variant: `${studio.code.toLowerCase()}-${['a', 'b', 'c'][n % 3]}`,
      sort: Math.floor(rand() * 1000),
    });
  };

  const byCategory = (category: string) => STUDIOS.filter((s) => s.categories.includes(category));
  const fixed = { LIVE: 0, FISH: 0, PVP: 0, SPORTS: 0, ESPORTS: 0, COCKFIGHT: 0 };
  for (const studio of byCategory('LIVE')) {
    for (let i = 0; i < 45; i++) {
      const [en, es, engine] = LIVE_TABLES[i % LIVE_TABLES.length]!;
      const table = Math.floor(i / LIVE_TABLES.length) + 1;
      push(studio, 'LIVE', ++fixed.LIVE, { en: `${en} ${table}`, es: `${es} ${table}` }, engine, null);
    }
  }
  for (const studio of byCategory('FISH')) {
    for (let i = 0; i < 18; i++) {
      const [en, es] = FISH_GAMES[i % FISH_GAMES.length]!;
      const edition = Math.floor(i / FISH_GAMES.length);
      push(
        studio,
        'FISH',
        ++fixed.FISH,
        { en: edition ? `${en} ${edition + 1}` : en, es: edition ? `${es} ${edition + 1}` : es },
        'fish',
        null,
      );
    }
  }
  // Card games: each title runs its own engine (docs/games.md, "Engine map"), numbered by table.
  for (const studio of byCategory('PVP')) {
    for (let i = 0; i < 25; i++) {
      const [en, es, engine] = PVP_GAMES[i % PVP_GAMES.length]!;
      const table = Math.floor(i / PVP_GAMES.length) + 1;
      push(studio, 'PVP', ++fixed.PVP, { en: `${en} ${table}`, es: `${es} ${table}` }, engine, null);
    }
  }
  // Sports, e-sports and cockfight books open the house sportsbook on their category's sport.
  for (const category of ['SPORTS', 'ESPORTS', 'COCKFIGHT'] as const) {
    for (const studio of byCategory(category)) {
      push(
        studio,
        category,
        ++fixed[category],
        { en: `${studio.name}`, es: `${studio.name}` },
        'sportsbook',
        null,
      );
      list[list.length - 1]!.variant = category.toLowerCase();
    }
  }
  // Lottery cards: the lottery's own games, under the vendor whose page shows them (spec §9).
  const lotteryStudio = (route: string) =>
    STUDIOS.find((st) => st.launchUrl?.startsWith(route === '/lottery' ? '/lottery?' : `${route}?`));
  for (const game of LOTTERY_GAMES) {
    const studio = lotteryStudio(game.route);
    if (!studio) continue;
    list.push({
      vendorId: studioIds.get(studio.code)!,
      gameCode: game.code,
      gameType: game.prizeMode === 'ELOTT' ? 'ELOTT' : 'LOTT',
      gameClassify: null,
      names: { en: game.names.en, es: game.names.es, pt: game.names.pt, ty: game.names.ty },
      searchText: searchText(`${game.names.en} ${game.names.es}`),
      isHot: game.code === 'VN_MB',
      supportPlay: 1,
      minBet: 100n,
      lineNum: 0,
      engine: 'lottery',
      variant: game.kind,
      sort: LOTTERY_GAMES.indexOf(game),
    });
  }

  const slotStudios = byCategory('RNG');
  const remaining = Math.max(0, total - list.length);
  for (let n = 0; n < remaining; n++) {
    const studio = slotStudios[n % slotStudios.length]!;
    const roll = rand();
    const [classify, , engine] = pickByShare(roll);
    const game = rngGame(classify, n) ?? tableRngGame(classify, n);
    push(studio, 'RNG', n + 1, game?.names ?? slotName(n), game?.engine ?? engine, classify);
    // A slot's variant names its theme too (`aur-dragons-b`): the game client draws that theme's art.
    const theme = game && 'theme' in game ? game.theme : undefined;
    if (theme) {
      const last = list[list.length - 1]!;
      last.variant = last.variant!.replace(/-([abc])$/, `-${theme}-$1`);
    }
  }
  return list;
}

/** Seeds the studios as vendors of (and bound to) the demo merchant and `total` games (2,400 by default). */
export async function seedDemoCatalog(db: Db, merchantId: number, total = 2_400) {
  const studioIds = new Map<string, number>();
  for (const studio of STUDIOS) {
    const [row] = await db
      .insert(vendors)
      .values({
        code: studio.code,
        name: studio.name,
        displayName: studio.name,
        launchUrl: studio.launchUrl ?? null,
        walletMode: 'seamless',
        // The house game server calls the wallet in-process; a secret nobody knows bars anyone else.
        secret: crypto.randomBytes(32).toString('hex'),
      })
      .onConflictDoUpdate({
        target: vendors.code,
        set: { displayName: studio.name, launchUrl: studio.launchUrl ?? null },
      })
      .returning({ id: vendors.id });
    studioIds.set(studio.code, row!.id);
    await db.insert(vendorMerchants).values({ vendorId: row!.id, merchantId }).onConflictDoNothing();
    for (const [sort, category] of studio.categories.entries()) {
      await db
        .insert(merchantVendors)
        .values({
          merchantId,
          vendorId: row!.id,
          gameType: category,
          isGame: studio.isGame ?? 'VASSALAGE',
          sort: sort * 100 + STUDIOS.indexOf(studio),
        })
        .onConflictDoNothing();
    }
  }
  const catalog = buildCatalog(total, studioIds);
  for (let i = 0; i < catalog.length; i += 500) {
    await db
      .insert(games)
      .values(catalog.slice(i, i + 500))
      .onConflictDoNothing();
  }
  await db.execute(sql`ANALYZE games`);
  return catalog.length;
}
