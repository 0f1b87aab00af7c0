import crypto from 'node:crypto';
import { encryptPayload } from '../../packages/contract/src/seal';

export const DEMO_VENDOR = { code: 'DEMOV', secret: 'demo-vendor-secret' };

async function json(res: Response) {
  const body = (await res.json()) as { success: boolean; value?: unknown; code?: string };
  return { status: res.status, body };
}

/** Logs a demo player in through the real, encrypted login call (the server runs with CHALLENGE=off). */
export async function login(url: string, username: string, password: string): Promise<string> {
  const key = (await (await fetch(`${url}/wps/system/crypto`)).json()) as {
    value: { keyId: string; publicKey: string };
  };
  const sealed = await encryptPayload(key.value, { type: 'username', username, password });
  const res = await json(
    await fetch(`${url}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(sealed),
    }),
  );
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return (res.body.value as { token: string }).token;
}

/** Launches the first game of a lobby filter for the member; returns the launch URL, absolute. */
export async function launchFirstGame(
  url: string,
  memberToken: string,
  filter: { gameType: string; vassalage?: string },
): Promise<URL> {
  const list = await json(
    await fetch(`${url}/wps/relay/GCSGAME_gameList`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(filter),
    }),
  );
  const game = (list.body.value as { games: { nodeId: string }[] }).games[0];
  if (!game) throw new Error(`no game in the catalogue for ${JSON.stringify(filter)}`);
  const launch = await json(
    await fetch(`${url}/wps/game/launchGame`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${memberToken}` },
      body: JSON.stringify({ nodeId: game.nodeId }),
    }),
  );
  if (launch.status !== 200) throw new Error(`launch failed: ${JSON.stringify(launch.body)}`);
  return new URL((launch.body.value as { url: string }).url, url);
}

/**
 * The game token a vendor gets: launches the demo vendor's game with the member's token and takes
 * `playerToken` from the launch URL (the seamless wallet refuses the member's own token).
 */
export async function gameToken(url: string, memberToken: string): Promise<string> {
  const launch = await launchFirstGame(url, memberToken, { gameType: 'PVP', vassalage: DEMO_VENDOR.code });
  const token = launch.searchParams.get('playerToken');
  if (!token) throw new Error('the launch URL carries no playerToken');
  return token;
}

/** One signed seamless-wallet call. */
export async function walletCall(url: string, op: string, body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  const signature = crypto.createHmac('sha256', DEMO_VENDOR.secret).update(raw).digest('hex');
  return json(
    await fetch(`${url}/vendor/${DEMO_VENDOR.code}/wallet/${op}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      body: raw,
    }),
  );
}

/**
 * Registers a fresh player through the real (encrypted) registration call and returns its token.
 * `headers` may name the client (`x-forwarded-for` to a server that trusts loopback as its proxy), as
 * registrations are throttled per address.
 */
export async function registerPlayer(
  url: string,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const key = (await (await fetch(`${url}/wps/system/crypto`)).json()) as {
    value: { keyId: string; publicKey: string };
  };
  const sealed = await encryptPayload(key.value, {
    username,
    password,
    confirmPassword: password,
    termsAccepted: true,
  });
  const res = await json(
    await fetch(`${url}/wps/member/register`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(sealed),
    }),
  );
  if (res.status !== 200) throw new Error(`registration failed: ${JSON.stringify(res.body)}`);
  return (res.body.value as { token: string }).token;
}

/** Credits a player through the demo funding call. */
export async function fund(url: string, username: string, amount: string) {
  const res = await fetch(`${url}/dev/fund`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, amount }),
  });
  if (!res.ok) throw new Error(`funding failed: ${res.status}`);
}
