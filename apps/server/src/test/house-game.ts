import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '@/app';
import { bearer, call } from './client';

/** The node id of the first catalogue game that runs `engine`. */
export async function gameWith(app: App, engine: string): Promise<string> {
  const rows = await app.services.db.execute(
    sql`SELECT id::text AS id FROM games WHERE engine = ${engine} ORDER BY id LIMIT 1`,
  );
  const id = (rows as unknown as { rows: { id: string }[] }).rows[0]?.id;
  if (!id) throw new Error(`no catalogue game runs ${engine}`);
  return id;
}

/** Launches a game of `engine` for the member of `token` and opens its house-game session (POST /rgs/authenticate). */
export async function houseSession(app: App, engine: string, token: string) {
  const launch = await call(
    app,
    {},
    {
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { nodeId: await gameWith(app, engine) },
      headers: bearer(token),
    },
  );
  const launchToken = new URL(launch.json().value.url, 'http://x').searchParams.get('launch')!;
  const auth = await app.inject({ method: 'POST', url: '/rgs/authenticate', payload: { launchToken } });
  expect(auth.statusCode).toBe(200);
  expect(auth.json().value.game.engine).toBe(engine);
  return { ...auth.json().value, launchToken } as {
    sessionId: string;
    fairness: { serverSeedHash: string };
    launchToken: string;
  } & Record<string, unknown>;
}
