import { type Throttle, tooManyUntil } from '@/platform/throttle';

const WINDOW_MS = 15 * 60 * 1000;
/** Failures (per username or per client) after which a captcha is demanded. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Attempts one client address may make in the window without a captcha (soft cap: NAT, carriers). */
export const CLIENT_SOFT_CAP = 30;
/** Failures one client address may have in the window whatever it solves: only extreme rates meet it. */
export const CLIENT_FAILURE_CEILING = 500;
/** Failures of one account from one client before that pair backs off exponentially. */
const BACKOFF_AFTER = 5;
const MAX_BACKOFF_S = 15 * 60;

/**
 * Login throttles by account, by account+client and by client. The account and the client each demand a
 * captcha after 3 failures; the pair backs off exponentially after 5; the client's soft cap demands a
 * captcha, never a wait, so one noisy neighbour behind a shared address locks nobody out. Only the
 * client's hard ceiling (hundreds of failures) answers 429 to every account behind it.
 */
export function createLoginThrottle(throttle: Throttle) {
  const keys = (merchantId: number, subject: string, ip: string) => ({
    account: `login:u:${merchantId}:${subject}`,
    pair: `login:p:${merchantId}:${subject}:${ip}`,
    block: `login:block:${merchantId}:${subject}:${ip}`,
    clientFailures: `login:c:${ip}`,
    clientAttempts: `login:attempts:${ip}`,
  });
  type Keys = ReturnType<typeof keys>;

  async function needsCaptcha(k: Keys, attempts: number): Promise<boolean> {
    if (attempts > CLIENT_SOFT_CAP) return true;
    const failures = Math.max(await throttle.peek(k.account), await throttle.peek(k.clientFailures));
    return failures >= CAPTCHA_AFTER_FAILURES;
  }

  return {
    keys,

    /** Counts the attempt and refuses a blocked pair or a client past its ceiling; says if a captcha is due. */
    async admit(k: Keys): Promise<{ needsCaptcha: boolean }> {
      const ceiling = await throttle.peekWindow(k.clientFailures);
      if (ceiling && ceiling.count >= CLIENT_FAILURE_CEILING) throw tooManyUntil(ceiling.resetAt);
      const attempts = await throttle.hit(k.clientAttempts, WINDOW_MS);
      const blocked = await throttle.peekWindow(k.block);
      if (blocked) throw tooManyUntil(blocked.resetAt);
      return { needsCaptcha: await needsCaptcha(k, attempts.count) };
    },

    /** Records a failure; says whether the next attempt needs a captcha. */
    async failed(k: Keys): Promise<boolean> {
      await throttle.hit(k.account, WINDOW_MS);
      await throttle.hit(k.clientFailures, WINDOW_MS);
      const pair = await throttle.hit(k.pair, WINDOW_MS);
      if (pair.count >= BACKOFF_AFTER) {
        await throttle.hit(k.block, Math.min(2 ** (pair.count - BACKOFF_AFTER), MAX_BACKOFF_S) * 1000);
      }
      return needsCaptcha(k, await throttle.peek(k.clientAttempts));
    },

    async succeeded(k: Keys): Promise<void> {
      await throttle.clear(k.account);
      await throttle.clear(k.pair);
    },
  };
}
