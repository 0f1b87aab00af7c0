import type { App } from '@/app';
import { DEMO_VENDOR_CODE, DEMO_VENDOR_SECRET } from '@/demo/vendor';
import { sign } from '@/modules/vendors/signature';
import { bearer, call } from './client';

/** The node id of the demo vendor's game in the demo catalogue. */
export async function demoVendorGame(app: App): Promise<{ nodeId: string; gameCode: string }> {
  const res = await call(
    app,
    {},
    {
      method: 'POST',
      url: '/wps/relay/GCSGAME_gameList',
      payload: { gameType: 'PVP', vassalage: DEMO_VENDOR_CODE },
    },
  );
  const game = res.json().value.games[0];
  if (!game) throw new Error(`the demo vendor's game is not in the catalogue: ${res.body}`);
  return { nodeId: game.nodeId, gameCode: game.gameCode };
}

/** Launches the demo vendor's game as a member: the launch URL and the game token it carries. */
export async function launchDemoVendor(app: App, memberToken: string) {
  const { nodeId } = await demoVendorGame(app);
  const res = await call(
    app,
    {},
    { method: 'POST', url: '/wps/game/launchGame', payload: { nodeId }, headers: bearer(memberToken) },
  );
  if (res.statusCode !== 200) throw new Error(`launch failed: ${res.body}`);
  const url = new URL(res.json().value.url as string, 'http://x');
  return { url, gameToken: url.searchParams.get('playerToken')! };
}

/** The game token of a fresh launch of the demo vendor's game. */
export async function gameTokenFor(app: App, memberToken: string) {
  return (await launchDemoVendor(app, memberToken)).gameToken;
}

/** A signed seamless-wallet call, as a vendor sends it. */
export function vendorCall(
  app: App,
  op: string,
  body: Record<string, unknown>,
  options: { vendor?: string; secret?: string; merchant?: string } = {},
) {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: `/vendor/${options.vendor ?? DEMO_VENDOR_CODE}/wallet/${op}`,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-signature': sign(options.secret ?? DEMO_VENDOR_SECRET, raw),
      ...(options.merchant ? { merchant: options.merchant } : {}),
    },
  });
}
