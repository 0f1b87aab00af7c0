import type { Db } from '@/db/client';
import type { Wallet } from '@/modules/wallet/service';
import type { RedisHandle } from '@/platform/redis';
import type { Throttle } from '@/platform/throttle';
import { createAccountLock } from './account-lock';
import { createAccountPasswords } from './account-passwords';
import { createAccounts, createVerificationCodes } from './accounts';
import { createAudit } from './audit';
import { createDatabaseChallenges, createRedisChallenges } from './challenge-store';
import { createFreePlay } from './free-play';
import { createHumanChecks } from './human-checks';
import { createLogin } from './login';
import { createOutboxProvider, type MessageProvider } from './messaging';
import { createRegistration } from './registration';
import { createIdentityRepository } from './repository';
import { createSessionService } from './sessions';
import { createSmsCodes } from './sms-codes';

export type IdentityOptions = {
  db: Db;
  throttle: Throttle;
  challenge: 'slider' | 'off';
  provider?: MessageProvider;
  wallet: Wallet;
  /** When set, captcha and slider answers live in Redis instead of the `human_checks` table. */
  redis?: RedisHandle;
};

/** Wires the identity domain: accounts, sessions, login, registration, passwords, SMS, human checks. */
export function createIdentity({ db, throttle, challenge, provider, wallet, redis }: IdentityOptions) {
  const repo = createIdentityRepository(db);
  const messages = provider ?? createOutboxProvider(repo);
  const sessions = createSessionService(repo);
  const audit = createAudit(repo);
  const humanChecks = createHumanChecks(
    redis ? createRedisChallenges(redis) : createDatabaseChallenges(repo),
  );
  const smsCodes = createSmsCodes(repo, throttle, messages);
  const login = createLogin({ repo, sessions, smsCodes, humanChecks, throttle, audit, challenge });
  return {
    accounts: createAccounts(repo),
    verificationCodes: createVerificationCodes(repo),
    messages,
    sessions,
    humanChecks,
    smsCodes,
    login,
    challenge,
    registration: createRegistration({ repo, sessions, smsCodes, humanChecks, audit }),
    passwords: createAccountPasswords({
      repo,
      sessions,
      smsCodes,
      login,
      provider: messages,
      throttle,
      audit,
    }),
    freePlay: createFreePlay({ repo, sessions, throttle, audit, grantPlayMoney: wallet.grantPlayMoney }),
    outbox: (to: string) => repo.outboxFor(to),
    accountLock: createAccountLock(repo, sessions),
  };
}

export type Identity = ReturnType<typeof createIdentity>;
