import crypto from 'node:crypto';
import type { TCaptcha, TChallenge, TChallengeAnswer } from '@crupier/contract/identity';
import svgCaptcha from 'svg-captcha';
import type { ChallengeStore } from './challenge-store';
import { drawCaptchaPicture } from './raster/captcha-picture';
import {
  CHALLENGE_HEIGHT,
  CHALLENGE_PIECE,
  CHALLENGE_WIDTH,
  drawSliderPuzzle,
} from './raster/slider-picture';

const CAPTCHA_TTL_MS = 5 * 60 * 1000;
const CAPTCHA_WIDTH = 120;
const CAPTCHA_HEIGHT = 44;
const CHALLENGE_TTL_MS = 2 * 60 * 1000;
const CHALLENGE_TOLERANCE = 6;
/** The answer's lowest x: beyond any y, so no number in the response can equal it. */
const CHALLENGE_MIN_X = 100;

/**
 * A human moves the slider unevenly over a few hundred milliseconds; a script tends to jump or glide
 * at constant speed. The trail is [x, y, t] samples from pointer down to pointer up.
 */
export function looksHuman(trail: TChallengeAnswer['trail']): boolean {
  if (trail.length < 5) return false;
  const duration = trail[trail.length - 1]![2] - trail[0]![2];
  if (duration < 150 || duration > 60_000) return false;
  for (let i = 1; i < trail.length; i++) if (trail[i]![2] < trail[i - 1]![2]) return false;
  const steps = new Set<number>();
  for (let i = 1; i < trail.length; i++) steps.add(Math.round(trail[i]![0] - trail[i - 1]![0]));
  return steps.size > 1;
}

/** Image captchas and the slider challenge; each is single use and expires. */
export function createHumanChecks(store: ChallengeStore) {
  return {
    async newCaptcha(): Promise<TCaptcha> {
      const captcha = svgCaptcha.create({
        size: 4,
        noise: 3,
        ignoreChars: '0o1ilI',
        color: true,
        width: CAPTCHA_WIDTH,
        height: CAPTCHA_HEIGHT,
      });
      const captchaKey = crypto.randomUUID();
      await store.put({
        id: captchaKey,
        kind: 'captcha',
        answer: captcha.text.toLowerCase(),
        ttlMs: CAPTCHA_TTL_MS,
      });
      return { captchaKey, image: drawCaptchaPicture(captcha.data, CAPTCHA_WIDTH, CAPTCHA_HEIGHT) };
    },

    async checkCaptcha(captchaKey: string | undefined, answer: string | undefined): Promise<boolean> {
      if (!captchaKey || !answer) return false;
      const expected = await store.take(captchaKey, 'captcha');
      return expected !== undefined && expected === answer.trim().toLowerCase();
    },

    async newChallenge(): Promise<TChallenge> {
      const x = CHALLENGE_MIN_X + crypto.randomInt(CHALLENGE_WIDTH - CHALLENGE_MIN_X - CHALLENGE_PIECE - 10);
      const y = 10 + crypto.randomInt(CHALLENGE_HEIGHT - CHALLENGE_PIECE - 20);
      const id = crypto.randomUUID();
      await store.put({ id, kind: 'challenge', answer: String(x), ttlMs: CHALLENGE_TTL_MS });
      return {
        id,
        ...drawSliderPuzzle({ x, y }),
        y,
        width: CHALLENGE_WIDTH,
        height: CHALLENGE_HEIGHT,
        pieceSize: CHALLENGE_PIECE,
      };
    },

    async checkChallenge(answer: TChallengeAnswer | undefined): Promise<boolean> {
      if (!answer) return false;
      const expected = await store.take(answer.id, 'challenge');
      if (expected === undefined) return false;
      return Math.abs(Number(expected) - answer.x) <= CHALLENGE_TOLERANCE && looksHuman(answer.trail);
    },
  };
}

export type HumanChecks = ReturnType<typeof createHumanChecks>;
