import crypto from 'node:crypto';
import type { SbSport } from '@crupier/contract/sportsbook';
import { FairStream } from '@/modules/house/fairness';

/**
 * The simulated world: leagues and teams (fictional, es/en), the fixture calendar (deterministic slot
 * ids, so every instance and every restart agrees on them), and the play of each event, drawn once
 * from a CSPRNG seed when the event is created and kept (seed, its hash and the drawn timeline), so
 * every result can be audited by replaying the seed.
 */

export type Names = { es: string; en: string };
export type League = { code: string; sport: SbSport; names: Names; teams: Names[] };

const n = (es: string, en = es): Names => ({ es, en });

export const LEAGUES: League[] = [
  {
    code: 'fb-costa',
    sport: 'football',
    names: n('Liga Costa Dorada', 'Golden Coast League'),
    teams: [
      n('Atlético Brisamar'),
      n('Real Pumas', 'Royal Pumas'),
      n('Deportivo Salinas'),
      n('Unión Los Pinos', 'Los Pinos United'),
      n('Club Sirena'),
      n('Racing Ventisca'),
      n('Estrella del Sur', 'Southern Star'),
      n('Marítimo Faro', 'Lighthouse Maritime'),
      n('Huracán Serrano', 'Highland Hurricane'),
      n('Toros de Almagro', 'Almagro Bulls'),
    ],
  },
  {
    code: 'fb-andes',
    sport: 'football',
    names: n('Copa de los Andes', 'Andes Cup'),
    teams: [
      n('Cóndores FC', 'Condors FC'),
      n('Volcán Negro', 'Black Volcano'),
      n('Independiente Lagos'),
      n('Sporting Quebrada'),
      n('Leones de Altura', 'Highland Lions'),
      n('Minero Plata', 'Silver Miners'),
      n('Cruz Austral', 'Southern Cross'),
      n('Nevado Blanco', 'White Peak'),
    ],
  },
  {
    code: 'bb-liga',
    sport: 'basketball',
    names: n('Liga Continental de Baloncesto', 'Continental Basketball League'),
    teams: [
      n('Tiburones de Bahía', 'Bay Sharks'),
      n('Halcones Rojos', 'Red Hawks'),
      n('Titanes del Norte', 'Northern Titans'),
      n('Lobos Grises', 'Grey Wolves'),
      n('Relámpagos', 'Lightning'),
      n('Jaguares de Selva', 'Jungle Jaguars'),
      n('Cometas', 'Comets'),
      n('Gigantes de Piedra', 'Stone Giants'),
    ],
  },
  {
    code: 'tn-abierto',
    sport: 'tennis',
    names: n('Abierto de Arcilla', 'Clay Open'),
    teams: [
      n('M. Villalba'),
      n('J. Ortega'),
      n('L. Ferreira'),
      n('A. Santoro'),
      n('R. Quispe'),
      n('D. Kowal'),
      n('T. Amador'),
      n('S. Lindqvist'),
      n('P. Mendes'),
      n('E. Navarro'),
    ],
  },
  {
    code: 'es-legends',
    sport: 'esports',
    names: n('Arena de Leyendas — Liga', 'Legends Arena — League'),
    teams: [
      n('Nova Prime'),
      n('Quetzal Gaming'),
      n('Team Pampa'),
      n('Obsidian Five'),
      n('Jaguar Esports'),
      n('Pixel Condors'),
    ],
  },
  {
    code: 'es-strike',
    sport: 'esports',
    names: n('Punto de Choque — Serie', 'Strike Point — Series'),
    teams: [
      n('Red Reapers'),
      n('Andes Five'),
      n('Vortex'),
      n('Los Fantasmas', 'The Ghosts'),
      n('Iron Lotus'),
      n('Bravo Squad'),
    ],
  },
  {
    code: 'cf-derby',
    sport: 'cockfight',
    names: n('Derby del Gallo de Oro', 'Golden Rooster Derby'),
    teams: [
      n('Colorado de Batangas', 'Batangas Red'),
      n('Giro Plateado', 'Silver Grey'),
      n('Bulik Real', 'Royal Bulik'),
      n('Talisayin', 'Talisayin'),
      n('Pula Bravo', 'Brave Red'),
      n('Puti Veloz', 'Swift White'),
      n('Hatch Dorado', 'Golden Hatch'),
      n('Kelso Negro', 'Black Kelso'),
    ],
  },
];

export const leagueOf = (code: string) => LEAGUES.find((l) => l.code === code);
export const teamName = (league: string, team: string, language: string): string => {
  const names = leagueOf(league)?.teams[Number(team)];
  return names ? (language.startsWith('es') ? names.es : names.en) : team;
};
export const leagueName = (code: string, language: string) => {
  const names = leagueOf(code)?.names;
  return names ? (language.startsWith('es') ? names.es : names.en) : code;
};

/** Calendar per sport: a slot every `everyMin`, `lanes` events per slot (leagues alternate), real duration. */
export const CALENDAR: Record<SbSport, { everyMin: number; durationMin: number; prefix: string }> = {
  football: { everyMin: 15, durationMin: 18, prefix: 'fb' },
  basketball: { everyMin: 15, durationMin: 16, prefix: 'bb' },
  tennis: { everyMin: 15, durationMin: 20, prefix: 'tn' },
  esports: { everyMin: 10, durationMin: 15, prefix: 'es' },
  cockfight: { everyMin: 4, durationMin: 3, prefix: 'cf' },
};
/** How far ahead fixtures are kept (over a day, so ≥ 40 prematch events per sport are always listed). */
export const HORIZON_MS = 26 * 60 * 60 * 1000;

/** A stable small number from a string (team strengths, league rotation). */
export function hashUnit(text: string): number {
  return crypto.createHash('sha256').update(text).digest().readUInt32BE(0) / 2 ** 32;
}

export type Fixture = {
  id: string;
  sport: SbSport;
  league: string;
  home: string;
  away: string;
  startsAt: Date;
  endsAt: Date;
  params: Record<string, number>;
};

/** Team strengths, fixed per league and team (so the same match is priced the same everywhere). */
export function strength(league: string, team: number, what: string) {
  return hashUnit(`${league}:${team}:${what}`);
}

/** The model parameters of a match between two teams of a league. */
export function modelParams(
  sport: SbSport,
  league: string,
  home: number,
  away: number,
): Record<string, number> {
  const s = (team: number, what: string) => strength(league, team, what);
  switch (sport) {
    case 'football': {
      const att = (t: number) => (s(t, 'att') - 0.5) * 0.6;
      const def = (t: number) => (s(t, 'def') - 0.5) * 0.6;
      return {
        lambdaHome: Math.exp(Math.log(1.2) + 0.25 + att(home) - def(away)),
        lambdaAway: Math.exp(Math.log(1.2) + att(away) - def(home)),
      };
    }
    case 'basketball': {
      const off = (t: number) => (s(t, 'off') - 0.5) * 16;
      const def = (t: number) => (s(t, 'def') - 0.5) * 16;
      return { muHome: 111 + 3 + off(home) - def(away), muAway: 111 + off(away) - def(home) };
    }
    case 'tennis':
      return { serveHome: 0.58 + s(home, 'serve') * 0.12, serveAway: 0.58 + s(away, 'serve') * 0.12 };
    case 'esports': {
      const elo = (t: number) => 1400 + s(t, 'elo') * 350;
      return { mapHome: 1 / (1 + 10 ** ((elo(away) - elo(home)) / 400)) };
    }
    case 'cockfight': {
      const m = 0.35 + s(home, 'cock') * 0.3;
      const w = 0.35 + s(away, 'cock') * 0.3;
      return { meron: (m / (m + w)) * 0.95, wala: (w / (m + w)) * 0.95, draw: 0.05 };
    }
  }
}

/** The fixtures whose slot starts in [from, to): ids are the sport, the slot's minute and the lane. */
export function fixturesBetween(from: Date, to: Date): Fixture[] {
  const list: Fixture[] = [];
  for (const [sport, cal] of Object.entries(CALENDAR) as [SbSport, (typeof CALENDAR)[SbSport]][]) {
    const step = cal.everyMin * 60_000;
    const leagues = LEAGUES.filter((l) => l.sport === sport);
    for (let t = Math.ceil(from.getTime() / step) * step; t < to.getTime(); t += step) {
      const slot = Math.round(t / step);
      const league = leagues[slot % leagues.length]!;
      const teams = league.teams.length;
      const home = Math.floor(hashUnit(`${sport}:${slot}:h`) * teams);
      let away = Math.floor(hashUnit(`${sport}:${slot}:a`) * (teams - 1));
      if (away >= home) away++;
      const stamp = new Date(t).toISOString().slice(0, 16).replace(/[-:T]/g, '');
      list.push({
        id: `${cal.prefix}-${stamp}`,
        sport,
        league: league.code,
        home: String(home),
        away: String(away),
        startsAt: new Date(t),
        endsAt: new Date(t + cal.durationMin * 60_000),
        params: modelParams(sport, league.code, home, away),
      });
    }
  }
  return list;
}

// --- the drawn play ---------------------------------------------------------------------------

export type Timeline =
  | { sport: 'football'; goals: { minute: number; side: 'home' | 'away' }[] }
  | { sport: 'basketball'; minutes: [number, number][] }
  | { sport: 'tennis'; games: ('home' | 'away')[]; sets: [number, number][] }
  | { sport: 'esports'; maps: ('home' | 'away')[] }
  | { sport: 'cockfight'; winner: 'meron' | 'wala' | 'draw' };

/** Poisson draw by inversion of its CDF. */
function poisson(stream: { float(): number }, lambda: number): number {
  const u = stream.float();
  let k = 0;
  let p = Math.exp(-lambda);
  let cdf = p;
  while (u > cdf && k < 60) {
    k++;
    p *= lambda / k;
    cdf += p;
  }
  return k;
}

/** Tennis: the probability the server holds a game from its serve-point probability. */
export function holdProbability(p: number): number {
  const q = 1 - p;
  return p ** 4 * (1 + 4 * q + 10 * q * q) + (20 * p ** 3 * q ** 3 * p * p) / (1 - 2 * p * q);
}
/** Tennis: a tiebreak won by home from both serve-point probabilities. */
export function tiebreakProbability(pHome: number, pAway: number): number {
  return (pHome * (1 - pAway)) / (pHome * (1 - pAway) + (1 - pHome) * pAway);
}

/** The whole play of an event, from its seed (HMAC-SHA256 stream keyed by the seed, message the event id). */
export function drawTimeline(
  seed: string,
  eventId: string,
  sport: SbSport,
  params: Record<string, number>,
): Timeline {
  const stream = new FairStream(seed, eventId, 0);
  return drawWith(stream, sport, params);
}

export function drawWith(
  stream: { float(): number },
  sport: SbSport,
  params: Record<string, number>,
): Timeline {
  switch (sport) {
    case 'football': {
      const goals: { minute: number; side: 'home' | 'away' }[] = [];
      for (const [side, lambda] of [
        ['home', params.lambdaHome!],
        ['away', params.lambdaAway!],
      ] as const) {
        const count = poisson(stream, lambda);
        for (let i = 0; i < count; i++) goals.push({ minute: 1 + Math.floor(stream.float() * 90), side });
      }
      goals.sort((a, b) => a.minute - b.minute);
      return { sport, goals };
    }
    case 'basketball': {
      const minutes: [number, number][] = [];
      let h = 0;
      let a = 0;
      for (let m = 0; m < 48 || h === a; m++) {
        if (m >= 48 + 25) break;
        const dh = poisson(stream, params.muHome! / 48);
        const da = poisson(stream, params.muAway! / 48);
        h += dh;
        a += da;
        minutes.push([dh, da]);
        // Overtime is played in 5-minute blocks while tied.
        if (m >= 47 && (m - 47) % 5 === 0 && h !== a) break;
      }
      if (h === a) minutes.push([1, 0]);
      return { sport, minutes };
    }
    case 'tennis': {
      const holdHome = holdProbability(params.serveHome!);
      const holdAway = holdProbability(params.serveAway!);
      const tb = tiebreakProbability(params.serveHome!, params.serveAway!);
      const games: ('home' | 'away')[] = [];
      const sets: [number, number][] = [];
      let setsH = 0;
      let setsA = 0;
      let serverHome = true;
      while (setsH < 2 && setsA < 2) {
        let gh = 0;
        let ga = 0;
        while (true) {
          let homeWins: boolean;
          if (gh === 6 && ga === 6) homeWins = stream.float() < tb;
          else homeWins = serverHome ? stream.float() < holdHome : stream.float() >= holdAway;
          serverHome = !serverHome;
          games.push(homeWins ? 'home' : 'away');
          if (homeWins) gh++;
          else ga++;
          if ((gh >= 6 || ga >= 6) && Math.abs(gh - ga) >= 2) break;
          if (gh === 7 || ga === 7) break;
        }
        sets.push([gh, ga]);
        if (gh > ga) setsH++;
        else setsA++;
      }
      return { sport, games, sets };
    }
    case 'esports': {
      const maps: ('home' | 'away')[] = [];
      let h = 0;
      let a = 0;
      while (h < 2 && a < 2) {
        const homeWins = stream.float() < params.mapHome!;
        maps.push(homeWins ? 'home' : 'away');
        if (homeWins) h++;
        else a++;
      }
      return { sport, maps };
    }
    case 'cockfight': {
      const u = stream.float();
      const winner = u < params.meron! ? 'meron' : u < params.meron! + params.wala! ? 'wala' : 'draw';
      return { sport, winner };
    }
  }
}

/** The final result a timeline plays to. */
export function finalOf(timeline: Timeline): { home: number; away: number; maps?: string[] } {
  switch (timeline.sport) {
    case 'football':
      return {
        home: timeline.goals.filter((g) => g.side === 'home').length,
        away: timeline.goals.filter((g) => g.side === 'away').length,
      };
    case 'basketball':
      return {
        home: timeline.minutes.reduce((s, m) => s + m[0], 0),
        away: timeline.minutes.reduce((s, m) => s + m[1], 0),
      };
    case 'tennis':
      return {
        home: timeline.sets.filter(([h, a]) => h > a).length,
        away: timeline.sets.filter(([h, a]) => a > h).length,
      };
    case 'esports':
      return {
        home: timeline.maps.filter((m) => m === 'home').length,
        away: timeline.maps.filter((m) => m === 'away').length,
        maps: timeline.maps,
      };
    case 'cockfight':
      return timeline.winner === 'meron'
        ? { home: 1, away: 0 }
        : timeline.winner === 'wala'
          ? { home: 0, away: 1 }
          : { home: 0, away: 0 };
  }
}

/** What the live state of an event is at fraction `f` (0..1) of its duration. */
export type LiveState =
  | { sport: 'football'; minute: number; home: number; away: number; lastGoalMinute: number | null }
  | { sport: 'basketball'; minute: number; home: number; away: number }
  | {
      sport: 'tennis';
      setsHome: number;
      setsAway: number;
      gamesHome: number;
      gamesAway: number;
      serverHome: boolean;
      done: string[];
    }
  | { sport: 'esports'; maps: ('home' | 'away')[]; mapFraction: number }
  | { sport: 'cockfight'; fraction: number; lean: 'meron' | 'wala' | 'draw' };

export function liveState(timeline: Timeline, f: number): LiveState {
  const frac = Math.min(1, Math.max(0, f));
  switch (timeline.sport) {
    case 'football': {
      const minute = Math.min(90, Math.floor(frac * 90));
      const past = timeline.goals.filter((g) => g.minute <= minute);
      return {
        sport: 'football',
        minute,
        home: past.filter((g) => g.side === 'home').length,
        away: past.filter((g) => g.side === 'away').length,
        lastGoalMinute: past.length > 0 ? past[past.length - 1]!.minute : null,
      };
    }
    case 'basketball': {
      const total = timeline.minutes.length;
      const minute = Math.min(total, Math.floor(frac * total));
      let home = 0;
      let away = 0;
      for (let i = 0; i < minute; i++) {
        home += timeline.minutes[i]![0];
        away += timeline.minutes[i]![1];
      }
      return { sport: 'basketball', minute, home, away };
    }
    case 'tennis': {
      const played = Math.min(timeline.games.length, Math.floor(frac * timeline.games.length));
      let setsHome = 0;
      let setsAway = 0;
      let gh = 0;
      let ga = 0;
      const done: string[] = [];
      for (let i = 0; i < played; i++) {
        if (timeline.games[i] === 'home') gh++;
        else ga++;
        if (((gh >= 6 || ga >= 6) && Math.abs(gh - ga) >= 2) || gh === 7 || ga === 7) {
          done.push(`${gh}-${ga}`);
          if (gh > ga) setsHome++;
          else setsAway++;
          gh = 0;
          ga = 0;
        }
      }
      return {
        sport: 'tennis',
        setsHome,
        setsAway,
        gamesHome: gh,
        gamesAway: ga,
        serverHome: played % 2 === 0,
        done,
      };
    }
    case 'esports': {
      const exact = frac * timeline.maps.length;
      const played = Math.min(timeline.maps.length, Math.floor(exact));
      return { sport: 'esports', maps: timeline.maps.slice(0, played), mapFraction: exact - played };
    }
    case 'cockfight':
      return { sport: 'cockfight', fraction: frac, lean: timeline.winner };
  }
}

/** The score and clock a live state shows. */
export function scoreAndClock(state: LiveState): {
  score: { home: number; away: number; detail: string | null };
  clock: string;
} {
  switch (state.sport) {
    case 'football':
      return { score: { home: state.home, away: state.away, detail: null }, clock: `${state.minute}'` };
    case 'basketball': {
      const quarter = state.minute >= 48 ? 'OT' : `Q${Math.floor(state.minute / 12) + 1}`;
      const left = state.minute >= 48 ? 5 - ((state.minute - 48) % 5) : 12 - (state.minute % 12);
      return {
        score: { home: state.home, away: state.away, detail: null },
        clock: `${quarter} ${String(left).padStart(2, '0')}:00`,
      };
    }
    case 'tennis':
      return {
        score: {
          home: state.setsHome,
          away: state.setsAway,
          detail: [...state.done, `${state.gamesHome}-${state.gamesAway}`].join(' '),
        },
        clock: `Set ${state.setsHome + state.setsAway + 1}`,
      };
    case 'esports': {
      const h = state.maps.filter((m) => m === 'home').length;
      return {
        score: { home: h, away: state.maps.length - h, detail: null },
        clock: `Map ${state.maps.length + 1}`,
      };
    }
    case 'cockfight': {
      const seconds = Math.floor(state.fraction * 180);
      return {
        score: { home: 0, away: 0, detail: null },
        clock: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
      };
    }
  }
}
