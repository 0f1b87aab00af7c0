import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { requireStaffRole } from '@/modules/backoffice/staff-access';
import { playGate } from '@/modules/responsible-gaming/play-gate';
import { accessGate } from '@/platform/access-gate';
import { authentication } from '@/platform/auth';
import { registerCompression } from '@/platform/compression';
import { idempotency } from '@/platform/idempotency';
import { registerOpenApi } from '@/platform/openapi';
import { requestContext } from '@/platform/request-context';
import { routeAccess } from '@/platform/route-access';
import { registerSecurityHeaders } from '@/platform/security-headers';
import type { CoreServices } from './core-services';

/** Headers, compression, the API docs, then what every route relies on: merchant, gate, auth, keys. */
export async function registerPlatformPlugins(app: FastifyInstance, core: CoreServices) {
  const { merchants, config, identity, responsibleGaming, shared } = core;
  await registerSecurityHeaders(app);
  await registerCompression(app);
  await registerOpenApi(app);
  await app.register(requestContext, { merchants, trustProxy: config.trustProxy });
  await app.register(accessGate, core.access);
  await app.register(authentication, { sessions: identity.sessions });
  await app.register(routeAccess, { requireStaffRole });
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(idempotency, { db: core.db });
  await app.register(playGate, { guard: responsibleGaming.guard });
  const unlistenRg = await responsibleGaming.listen(shared.pubsub.subscribe);
  app.addHook('preClose', () => unlistenRg().catch(() => undefined));
}
