import { ZEnvelope } from '@crupier/contract/envelope';
import { ZSecretRotation, ZSecretRotationRequest } from '@crupier/contract/ops-games';
import {
  ZOpsPaymentMethod,
  ZOpsPaymentMethodCreate,
  ZOpsPaymentMethodUpdate,
} from '@crupier/contract/ops-payment-methods';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Identity } from '@/modules/identity/service';
import { ok } from '@/platform/app-error';
import { type StaffChange, staffAuditEntry } from './audit-log';
import type { PaymentMethods } from './payment-methods';
import { gateStaffRoutes } from './staff-access';

const tags = ['operator'];
const security = [{ bearer: [] }];
const idParam = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Deposit methods and provider settings (roles finance and admin); every write is audited. */
export const paymentMethodsRoutes: FastifyPluginAsyncZod<{
  identity: Identity;
  methods: PaymentMethods;
}> = async (app, { identity, methods }) => {
  gateStaffRoutes(app);
  const audit = (request: FastifyRequest, action: string, change: StaffChange) =>
    identity.accounts.audit(staffAuditEntry(request, action, change));

  app.get(
    '/ops/payment-methods',
    {
      schema: {
        tags,
        security,
        summary: 'This merchant’s deposit methods with their settings (secrets never shown)',
        response: { 200: ZEnvelope(z.array(ZOpsPaymentMethod)) },
      },
    },
    async (request) => ok(await methods.list(request.merchant)),
  );

  app.post(
    '/ops/payment-methods',
    {
      schema: {
        tags,
        security,
        summary: 'Add a manual bank-transfer method',
        body: ZOpsPaymentMethodCreate,
        response: { 200: ZEnvelope(ZOpsPaymentMethod) },
      },
    },
    async (request) => {
      const { reason, ...rest } = request.body;
      const created = await methods.create(request.merchant, request.body);
      await audit(request, 'ops_payment_method_create', {
        target: `payment_method:${created.code}`,
        reason,
        after: rest,
      });
      return ok(created);
    },
  );

  app.put(
    '/ops/payment-methods/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change a deposit method’s name, amount range, details, state or order',
        params: idParam,
        body: ZOpsPaymentMethodUpdate,
        response: { 200: ZEnvelope(ZOpsPaymentMethod) },
      },
    },
    async (request) => {
      const change = await methods.update(request.merchant, request.params.id, request.body);
      await audit(request, 'ops_payment_method_update', {
        target: `payment_method:${change.after.code}`,
        reason: request.body.reason,
        before: change.before,
        after: change.after,
      });
      return ok(change.after);
    },
  );

  app.post(
    '/ops/payment-methods/:id/rotate-secret',
    {
      schema: {
        tags,
        security,
        summary: 'Give a provider method a new signing secret, answered this once',
        params: idParam,
        body: ZSecretRotationRequest,
        response: { 200: ZEnvelope(ZSecretRotation) },
      },
    },
    async (request, reply) => {
      const rotation = await methods.rotateSecret(request.merchant, request.params.id);
      await audit(request, 'ops_payment_method_rotate_secret', {
        target: `payment_method:${rotation.code}`,
        reason: request.body.reason,
        after: { secretRotated: true },
      });
      reply.header('cache-control', 'no-store');
      return ok(rotation);
    },
  );
};
