import crypto from 'node:crypto';
import { ZEnvelope } from '@crupier/contract/envelope';
import { formatMinor } from '@crupier/contract/money';
import { ZSandboxWebhook } from '@crupier/contract/payments';
import { text } from '@crupier/contract/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ok } from '@/platform/app-error';
import type { Deposits } from './deposits';

export function signWebhook(secret: string, raw: string) {
  return crypto.createHmac('sha256', secret).update(raw).digest('hex');
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A payment provider played by the server itself: its checkout page (`/sandbox-pay/<deposit>`), and
 * the signed webhook it calls back (`/wps/payments/webhook/sandbox`), exactly as a real provider would.
 */
export const sandboxProviderRoutes: FastifyPluginAsyncZod<{ deposits: Deposits }> = async (
  app,
  { deposits },
) => {
  const depositParam = z.object({ id: text(36).uuid() });

  app.get('/sandbox-pay/:id', { schema: { hide: true, params: depositParam } }, async (request, reply) => {
    const deposit = await deposits.find(request.merchant, request.params.id);
    if (!deposit) throw new AppError('not_found', 404);
    const method = (await deposits.method(request.merchant, deposit.methodId))!;
    const amount = `${request.merchant.currencySymbol}${formatMinor(deposit.amount)}`;
    const done = deposit.status !== 'pending';
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox Pay</title><style>body{font-family:system-ui,sans-serif;background:#0f172a;color:#e2e8f0;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#1e293b;padding:32px;border-radius:16px;max-width:360px;width:90%;box-shadow:0 10px 40px #0008}
h1{font-size:20px;margin:0 0 4px}.amount{font-size:36px;font-weight:700;margin:16px 0}.muted{color:#94a3b8;font-size:14px}
button{width:100%;padding:14px;border:0;border-radius:10px;font-size:16px;font-weight:600;margin-top:12px;cursor:pointer}
.pay{background:#22c55e;color:#052e16}.fail{background:#334155;color:#e2e8f0}</style></head>
<body><main><h1>Sandbox Pay</h1><p class="muted">${escapeHtml(method.name)} · ${escapeHtml(request.merchant.name)}</p>
<div class="amount" data-testid="sandbox-amount">${escapeHtml(amount)}</div>
${done ? `<p data-testid="sandbox-status">${escapeHtml(deposit.status)}</p><a href="/member?page=depositv2" style="color:#93c5fd">Volver</a>` : `<form method="post" action="/sandbox-pay/${deposit.id}"><button class="pay" name="result" value="paid">Pagar</button><button class="fail" name="result" value="failed">Cancelar pago</button></form>`}
<p class="muted">Entorno de pruebas: no se mueve dinero real.</p></main></body></html>`;
  });

  // The customer pays on the provider's page; the provider then calls the merchant's webhook, signed.
  app.post(
    '/sandbox-pay/:id',
    { schema: { hide: true, params: depositParam, body: z.object({ result: z.enum(['paid', 'failed']) }) } },
    async (request, reply) => {
      const deposit = await deposits.find(request.merchant, request.params.id);
      if (!deposit) throw new AppError('not_found', 404);
      const method = (await deposits.method(request.merchant, deposit.methodId))!;
      const raw = JSON.stringify({
        depositId: deposit.id,
        providerRef: `SBX-${crypto.randomBytes(6).toString('hex').toUpperCase()}`,
        amount: formatMinor(deposit.amount),
        status: request.body.result,
      });
      const callback = await app.inject({
        method: 'POST',
        url: '/wps/payments/webhook/sandbox',
        payload: raw,
        headers: {
          'content-type': 'application/json',
          'x-signature': signWebhook(method.secret ?? '', raw),
          merchant: request.merchant.code,
        },
      });
      if (callback.statusCode !== 200)
        request.log.warn({ status: callback.statusCode }, 'sandbox webhook refused');
      return reply.redirect(
        `/member?page=depositv2&deposit=${deposit.id}&result=${request.body.result}`,
        303,
      );
    },
  );

  app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      (request as { rawBody?: string }).rawBody = body as string;
      try {
        done(null, JSON.parse(body as string));
      } catch (error) {
        (error as { statusCode?: number }).statusCode = 400;
        done(error as Error, undefined);
      }
    });
    webhook.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>().post(
      '/wps/payments/webhook/sandbox',
      {
        schema: {
          tags: ['payments'],
          summary: 'Sandbox provider callback (HMAC-signed, idempotent)',
          body: ZSandboxWebhook,
          response: { 200: ZEnvelope(z.null()) },
        },
      },
      async (request) => {
        const deposit = await deposits.find(request.merchant, request.body.depositId);
        const method = deposit ? await deposits.method(request.merchant, deposit.methodId) : undefined;
        const raw = (request as { rawBody?: string }).rawBody ?? '';
        const given = request.headers['x-signature'];
        const expected = method?.secret ? signWebhook(method.secret, raw) : '';
        if (
          !expected ||
          typeof given !== 'string' ||
          given.length !== expected.length ||
          !crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))
        ) {
          throw new AppError('invalid_signature', 401);
        }
        await deposits.providerResult(request.merchant, request.body);
        return ok(null);
      },
    );
  });
};
