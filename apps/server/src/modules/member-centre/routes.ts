import { ZEnvelope } from '@crupier/contract/envelope';
import {
  ZActiveSession,
  ZBetFilters,
  ZBindEmail,
  ZBindEmailCode,
  ZBindMobile,
  ZBindMobileCode,
  ZLoginHistoryItem,
  ZPaymentPasswordRequest,
  ZProfile,
  ZProfileUpdate,
  ZProfitQuery,
  ZProfitReport,
  ZSessionIdParam,
} from '@crupier/contract/member-centre';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@/platform/app-error';
import { authOf } from '@/platform/auth';
import type { Clock } from '@/platform/clock';
import type { PayloadDecryptor } from '@/platform/encrypted-payload';
import type { Profit } from './profit';
import type { SecurityCentre } from './security';

const tags = ['member centre'];
const security = [{ bearer: [] }];
const done = { 200: ZEnvelope(z.null()) };
const codeSent = { 200: ZEnvelope(z.object({ expiredMinutes: z.number().int() })) };
const encrypted =
  'Encrypted: send {keyId, key, iv, data} sealing this body plus ts and nonce (see /wps/system/crypto).';

/** securityCenter and personalProfit: the member's own account only (the session says whose). */
type MemberCentreRouteOptions = {
  securityCentre: SecurityCentre;
  profit: Profit;
  decryptor: PayloadDecryptor;
  clock: Clock;
};

/** The profile and binding an email or a mobile number. */
const profileAndBindingRoutes: FastifyPluginAsyncZod<MemberCentreRouteOptions> = async (
  app,
  { securityCentre, clock },
) => {
  app.get(
    '/wps/member/profile',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'My profile (security centre)',
        response: { 200: ZEnvelope(ZProfile) },
      },
    },
    async (request) => ok(await securityCentre.profile(authOf(request).account)),
  );

  app.put(
    '/wps/member/profile',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Change the nickname; set the real name and the birthday once',
        body: ZProfileUpdate,
        response: { 200: ZEnvelope(ZProfile) },
      },
    },
    async (request) => {
      const { account } = authOf(request);
      await securityCentre.updateProfile(account, request.body, clock.now());
      return ok(await securityCentre.profile(account));
    },
  );

  app.post(
    '/wps/member/bind/email/code',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Send a code to bind an e-mail address',
        body: ZBindEmailCode,
        response: codeSent,
      },
    },
    async (request) =>
      ok(await securityCentre.sendEmailCode(authOf(request).account, request.body.email, request.ip)),
  );

  app.post(
    '/wps/member/bind/email',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Bind the e-mail address with its code',
        body: ZBindEmail,
        response: done,
      },
    },
    async (request) => {
      await securityCentre.bindEmail(authOf(request).account, request.body.email, request.body.code);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/bind/mobile/code',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Send an SMS code to bind a mobile number',
        body: ZBindMobileCode,
        response: codeSent,
      },
    },
    async (request) =>
      ok(
        await securityCentre.sendMobileCode(
          authOf(request).account,
          request.body.countryDialingCode,
          request.body.mobileNum,
          request.ip,
        ),
      ),
  );

  app.post(
    '/wps/member/bind/mobile',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Bind the mobile number with its code',
        body: ZBindMobile,
        response: done,
      },
    },
    async (request) => {
      const { countryDialingCode, mobileNum, code } = request.body;
      await securityCentre.bindMobile(authOf(request).account, countryDialingCode, mobileNum, code);
      return ok(null);
    },
  );
};

/** Payment password, login history, sessions, profit and betting-record filters. */
const securityRoutes: FastifyPluginAsyncZod<MemberCentreRouteOptions> = async (
  app,
  { securityCentre, profit, decryptor, clock },
) => {
  app.put(
    '/wps/member/payment-password',
    {
      preValidation: decryptor.hook,
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Set (login password) or change (old payment password) the 6-digit payment password',
        description: encrypted,
        body: ZPaymentPasswordRequest,
        response: done,
      },
    },
    async (request) => {
      await securityCentre.setPaymentPassword(authOf(request).account, request.body);
      return ok(null);
    },
  );

  app.get(
    '/wps/member/login-history',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'My sign-ins with device and address, newest first',
        response: { 200: ZEnvelope(z.array(ZLoginHistoryItem)) },
      },
    },
    async (request) => ok(await securityCentre.loginHistory(authOf(request).account)),
  );

  app.get(
    '/wps/member/sessions',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'My live sessions',
        response: { 200: ZEnvelope(z.array(ZActiveSession)) },
      },
    },
    async (request) => {
      const { account, session } = authOf(request);
      return ok(await securityCentre.activeSessions(account, session.id));
    },
  );

  app.delete(
    '/wps/member/sessions/:id',
    {
      preHandler: app.requireAuth,
      schema: { tags, security, summary: 'End one of my sessions', params: ZSessionIdParam, response: done },
    },
    async (request) => {
      const { account, session } = authOf(request);
      await securityCentre.revokeSession(account, request.params.id, session.id);
      return ok(null);
    },
  );

  app.get(
    '/wps/member/profit',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'Profit and loss by day and by game type and vendor (the betting record’s rounds)',
        querystring: ZProfitQuery,
        response: { 200: ZEnvelope(ZProfitReport) },
      },
    },
    async (request) =>
      ok(await profit.report(request.merchant, authOf(request).account.id, request.query, clock.now())),
  );

  app.get(
    '/wps/member/bettingRecord/filters',
    {
      preHandler: app.requireAuth,
      schema: {
        tags,
        security,
        summary: 'The vendors and game types I have played (betting record filters)',
        response: { 200: ZEnvelope(ZBetFilters) },
      },
    },
    async (request) => ok(await profit.filters(authOf(request).account.id)),
  );
};

export const memberCentreRoutes: FastifyPluginAsyncZod<MemberCentreRouteOptions> = async (app, opts) => {
  await profileAndBindingRoutes(app, opts);
  await securityRoutes(app, opts);
};
