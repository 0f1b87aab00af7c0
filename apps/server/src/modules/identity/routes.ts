import { ZEnvelope } from '@crupier/contract/envelope';
import {
  ZAffiliateQuery,
  ZAffiliateResult,
  ZCaptcha,
  ZChallenge,
  ZChangePasswordRequest,
  ZForgotByEmailRequest,
  ZForgotByPhoneRequest,
  ZFreePlayRequest,
  ZLoginRequest,
  ZLoginResult,
  ZRegisterRequest,
  ZSmsNoLoginRequest,
  ZSmsRegisterRequest,
  ZSmsResult,
} from '@crupier/contract/identity';
import { ZRegistrationSettings } from '@crupier/contract/registration';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ok } from '@/platform/app-error';
import { authOf } from '@/platform/auth';
import type { PayloadDecryptor } from '@/platform/encrypted-payload';
import type { Throttle } from '@/platform/throttle';
import { registrationSettings } from './registration-settings';
import type { Identity } from './service';
import type { SessionContext } from './sessions';

const encrypted =
  'Encrypted: send {keyId, key, iv, data} sealing this body plus ts and nonce (see /wps/system/crypto).';
const security = [{ bearer: [] }];

export function context(request: FastifyRequest, site: SessionContext['site'] = 'player'): SessionContext {
  return { ip: request.ip, userAgent: request.headers['user-agent'], site };
}

type App = Parameters<FastifyPluginAsyncZod>[0];
type IdentityRoutesOptions = { identity: Identity; decryptor: PayloadDecryptor; throttle: Throttle };

function identityRoutesHelpers({ identity }: IdentityRoutesOptions) {
  const requireChallenge = async (answer: z.infer<typeof ZSmsRegisterRequest>['challenge']) => {
    if (identity.challenge === 'slider' && !(await identity.humanChecks.checkChallenge(answer))) {
      throw new AppError('verification_required', 400);
    }
  };
  return { requireChallenge };
}
type IdentityRoutesDeps = IdentityRoutesOptions & ReturnType<typeof identityRoutesHelpers>;

/** Registration settings, captcha, challenges, sign-in and sign-out. */
function sessionRoutes(app: App, { identity, decryptor, throttle }: IdentityRoutesDeps) {
  app.get(
    '/wps/system/setting/register',
    {
      schema: {
        tags: ['identity'],
        summary: 'Registration rules of this merchant',
        response: { 200: ZEnvelope(ZRegistrationSettings) },
      },
    },
    async (request) => ok(registrationSettings(request.merchant)),
  );

  app.get(
    '/wps/captcha',
    {
      schema: {
        tags: ['identity'],
        summary: 'A single-use image captcha',
        response: { 200: ZEnvelope(ZCaptcha) },
      },
    },
    async (request) => {
      await throttle.limit(`captcha:${request.ip}`, 60, 60_000);
      return ok(await identity.humanChecks.newCaptcha());
    },
  );

  app.get(
    '/wps/verification/challenge',
    {
      schema: {
        tags: ['identity'],
        summary: 'A single-use slider challenge',
        response: { 200: ZEnvelope(ZChallenge) },
      },
    },
    async (request) => {
      await throttle.limit(`challenge:${request.ip}`, 60, 60_000);
      return ok(await identity.humanChecks.newChallenge());
    },
  );

  app.post(
    '/wps/session/login',
    {
      preValidation: decryptor.hook,
      schema: {
        tags: ['identity'],
        summary: 'Log in by username or SMS code',
        description: encrypted,
        body: ZLoginRequest,
        response: { 200: ZEnvelope(ZLoginResult) },
      },
    },
    async (request) =>
      ok(await identity.login.login(request.merchant, request.body, context(request, request.body.site))),
  );

  app.post(
    '/wps/session/login/freeplay',
    {
      preValidation: decryptor.hook,
      schema: {
        tags: ['identity'],
        summary: 'Start free play with a trial account',
        description: `${encrypted} Needs header X-Gateway-Version: 3.`,
        body: ZFreePlayRequest,
        response: { 200: ZEnvelope(ZLoginResult) },
      },
    },
    async (request) => {
      if (request.headers['x-gateway-version'] !== '3')
        throw new AppError('invalid_input', 400, 'X-Gateway-Version: 3 is required');
      return ok(await identity.freePlay(request.merchant, request.body, context(request)));
    },
  );

  app.delete(
    '/wps/session/logout',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['identity'],
        security,
        summary: 'End this session',
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      const { session, account } = authOf(request);
      await identity.sessions.revoke(session.id);
      await identity.accounts.audit({
        event: 'logout',
        merchantId: account.merchantId,
        accountId: account.id,
        ip: request.ip,
        detail: {},
      });
      return ok(null);
    },
  );
}

/** Registration, by form, affiliate link or SMS. */
function registrationRoutes(
  app: App,
  { identity, decryptor, throttle, requireChallenge }: IdentityRoutesDeps,
) {
  for (const [path, mode] of [
    ['/wps/member/register', 'username'],
    ['/wps/member/register/mobile', 'mobile'],
  ] as const) {
    app.put(
      path,
      {
        preValidation: decryptor.hook,
        schema: {
          tags: ['identity'],
          summary: `Register by ${mode} and log in`,
          description: encrypted,
          body: ZRegisterRequest,
          response: { 200: ZEnvelope(ZLoginResult) },
        },
      },
      async (request) => {
        await throttle.limit(`register:${request.ip}`, 20, 60 * 60 * 1000);
        return ok(
          await identity.registration.register(
            request.merchant,
            request.body,
            mode,
            context(request),
            request.lang,
          ),
        );
      },
    );
  }

  app.get(
    '/wps/agent/affiliate',
    {
      schema: {
        tags: ['identity'],
        summary: 'Check an affiliate (invitation) code',
        querystring: ZAffiliateQuery,
        response: { 200: ZEnvelope(ZAffiliateResult) },
      },
    },
    async (request) => {
      await throttle.limit(`affiliate:${request.ip}`, 30, 60_000);
      const agent = await identity.registration.findAgentByAffiliateCode(
        request.merchant.id,
        request.query.code,
      );
      if (!agent) throw new AppError('invalid_invitation_code', 400);
      return ok({ valid: true, agentNickname: agent.nickname });
    },
  );

  app.post(
    '/wps/verification/sms/register',
    {
      schema: {
        tags: ['identity'],
        summary: 'Send a registration code by SMS',
        body: ZSmsRegisterRequest,
        response: { 200: ZEnvelope(ZSmsResult) },
      },
    },
    async (request) => {
      const { merchant } = request;
      if (merchant.whitelabel.MOBILENUMREG3 !== true || merchant.whitelabel.REGMOBVERF3 !== true) {
        throw new AppError('function_not_enabled', 403);
      }
      await requireChallenge(request.body.challenge);
      const { countryDialingCode, mobileNo } = request.body;
      if (await identity.accounts.byMobile(merchant.id, countryDialingCode, mobileNo))
        throw new AppError('mobile_taken', 409);
      return ok(
        await identity.smsCodes.send({
          merchantId: merchant.id,
          purpose: 'register',
          destination: `${countryDialingCode}${mobileNo}`,
          clientIp: request.ip,
          deliver: true,
        }),
      );
    },
  );
}

/** SMS codes without a session and password changes and resets. */
function passwordRoutes(app: App, { identity, decryptor, requireChallenge }: IdentityRoutesDeps) {
  app.post(
    '/wps/verification/sms/noLogin',
    {
      schema: {
        tags: ['identity'],
        summary: 'Send a login or reset code by SMS',
        body: ZSmsNoLoginRequest,
        response: { 200: ZEnvelope(ZSmsResult) },
      },
    },
    async (request) => {
      const { merchant } = request;
      const { countryDialingCode, mobileNum, purpose } = request.body;
      const flag = purpose === 'login' ? 'MOBILEVERCODELOGIN3' : 'FORGOTPWDMOBILE3';
      if (merchant.whitelabel[flag] !== true) throw new AppError('function_not_enabled', 403);
      await requireChallenge(request.body.challenge);
      // Sent only to registered numbers, yet answered alike, so the call reveals no accounts.
      const account = await identity.accounts.byMobile(merchant.id, countryDialingCode, mobileNum);
      return ok(
        await identity.smsCodes.send({
          merchantId: merchant.id,
          purpose,
          destination: `${countryDialingCode}${mobileNum}`,
          clientIp: request.ip,
          deliver: account !== undefined,
        }),
      );
    },
  );

  app.post(
    '/wps/member/password',
    {
      preValidation: decryptor.hook,
      preHandler: app.requireAuth,
      schema: {
        tags: ['identity'],
        security,
        summary: 'Change the password (other sessions end)',
        description: encrypted,
        body: ZChangePasswordRequest,
        response: { 200: ZEnvelope(z.object({ token: z.string() })) },
      },
    },
    async (request) => {
      const { account, session } = authOf(request);
      const site = session.site === 'agent' ? 'agent' : 'player';
      return ok(
        await identity.passwords.change(request.merchant, account, request.body, context(request, site)),
      );
    },
  );

  app.post(
    '/wps/member/password/email',
    {
      schema: {
        tags: ['identity'],
        summary: 'Send a temporary password by e-mail (form-encoded)',
        body: ZForgotByEmailRequest,
        response: { 200: ZEnvelope(z.null()) },
      },
    },
    async (request) => {
      await identity.passwords.resetByEmail(request.merchant, request.body, { ip: request.ip });
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/verification',
    {
      preValidation: decryptor.hook,
      schema: {
        tags: ['identity'],
        summary: 'Set a new password with an SMS code and log in',
        description: encrypted,
        body: ZForgotByPhoneRequest,
        response: { 200: ZEnvelope(ZLoginResult) },
      },
    },
    async (request) =>
      ok(await identity.passwords.resetByPhone(request.merchant, request.body, context(request))),
  );
}

export const identityRoutes: FastifyPluginAsyncZod<IdentityRoutesOptions> = async (app, options) => {
  const deps = { ...options, ...identityRoutesHelpers(options) };
  sessionRoutes(app, deps);
  registrationRoutes(app, deps);
  passwordRoutes(app, deps);
};
