import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { guestApi } from './guest-api';

function appWithRoutes() {
  const app = Fastify();
  app.post('/wps/relay/GCSGAME_hotGamesV2', async (request) => ({
    success: true,
    value: { host: request.headers.host, language: request.headers['accept-language'], body: request.body },
  }));
  app.post('/wps/relay/GCSUSER_logout', async () => ({ success: true, value: 'should not be reached' }));
  return app;
}

const pageRequest = { headers: { host: 'internal:8080' }, hostname: 'casino.example' } as FastifyRequest;

describe('the API a server render calls', () => {
  it("answers a lobby read as the route does, for the page's merchant and language", async () => {
    const app = appWithRoutes();
    const api = guestApi(app, pageRequest);
    const response = await api('/wps/relay/GCSGAME_hotGamesV2', {
      method: 'POST',
      headers: { 'Accept-Language': 'pt', 'Content-Type': 'application/json', Authorization: 'Bearer x' },
      body: JSON.stringify({ isPlatform: 2 }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      value: { host: 'casino.example', language: 'pt', body: { isPlatform: 2 } },
    });
    await app.close();
  });

  it('refuses anything but the lobby reads', async () => {
    const app = appWithRoutes();
    const api = guestApi(app, pageRequest);
    for (const [url, method] of [
      ['/wps/relay/GCSUSER_logout', 'POST'],
      ['/wps/relay/GCSGAME_hotGamesV2', 'GET'],
      ['/wps/relay/GCSGAME_hotGamesV2/../GCSUSER_logout', 'POST'],
    ] as const) {
      const response = await api(url, { method });
      expect(response.status, url).toBe(403);
    }
    await app.close();
  });
});
