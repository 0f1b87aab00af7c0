import crypto from 'node:crypto';
import { drawTimeline, type Fixture, fixturesBetween, HORIZON_MS } from './world';

/** Every fixture slot from half an hour ago to the horizon (ids are deterministic). */
export const fixturesAround = (now: Date) =>
  fixturesBetween(new Date(now.getTime() - 30 * 60_000), new Date(now.getTime() + HORIZON_MS));

/** A new event's row: a fresh seed (committed by its hash) draws its play. */
export function fixtureRow(f: Fixture) {
  const seed = crypto.randomBytes(32).toString('hex');
  return {
    id: f.id,
    sport: f.sport,
    league: f.league,
    home: f.home,
    away: f.away,
    startsAt: f.startsAt,
    endsAt: f.endsAt,
    status: 'prematch',
    params: f.params,
    seed,
    seedHash: crypto.createHash('sha256').update(seed).digest('hex'),
    timeline: drawTimeline(seed, f.id, f.sport, f.params) as unknown as Record<string, unknown>,
  };
}
