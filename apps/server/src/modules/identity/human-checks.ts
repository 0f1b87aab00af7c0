import crypto from 'node:crypto';
import type { TCaptcha, TChallenge, TChallengeAnswer } from '@crupier/contract/identity';
import svgCaptcha from 'svg-captcha';
import type { IdentityRepository } from './repository';

const CAPTCHA_TTL_MS = 5 * 60 * 1000;
const CHALLENGE_TTL_MS = 2 * 60 * 1000;
export const CHALLENGE_WIDTH = 300;
export const CHALLENGE_HEIGHT = 150;
export const CHALLENGE_PIECE = 44;
const CHALLENGE_TOLERANCE = 6;

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The slider's picture: a random landscape of shapes with a notch where the piece belongs. */
function challengeImages(x: number, y: number) {
  const hue = crypto.randomInt(360);
  const shapes = Array.from({ length: 14 }, () => {
    const cx = crypto.randomInt(CHALLENGE_WIDTH);
    const cy = crypto.randomInt(CHALLENGE_HEIGHT);
    const r = 10 + crypto.randomInt(40);
    const h = (hue + crypto.randomInt(120)) % 360;
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(${h},70%,55%)" fill-opacity="0.7"/>`;
  }).join('');
  const scene = `<rect width="${CHALLENGE_WIDTH}" height="${CHALLENGE_HEIGHT}" fill="hsl(${hue},45%,30%)"/>${shapes}`;
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${CHALLENGE_WIDTH}" height="${CHALLENGE_HEIGHT}">${scene}<rect x="${x}" y="${y}" width="${CHALLENGE_PIECE}" height="${CHALLENGE_PIECE}" rx="6" fill="#000" fill-opacity="0.55" stroke="#fff" stroke-width="2"/></svg>`;
  const piece = `<svg xmlns="http://www.w3.org/2000/svg" width="${CHALLENGE_PIECE}" height="${CHALLENGE_PIECE}" viewBox="${x} ${y} ${CHALLENGE_PIECE} ${CHALLENGE_PIECE}"><defs><clipPath id="c"><rect x="${x}" y="${y}" width="${CHALLENGE_PIECE}" height="${CHALLENGE_PIECE}" rx="6"/></clipPath></defs><g clip-path="url(#c)">${scene}</g><rect x="${x + 1}" y="${y + 1}" width="${CHALLENGE_PIECE - 2}" height="${CHALLENGE_PIECE - 2}" rx="6" fill="none" stroke="#fff" stroke-width="2"/></svg>`;
  return { background: svgDataUrl(background), piece: svgDataUrl(piece) };
}

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
export function createHumanChecks(repo: IdentityRepository) {
  return {
    async newCaptcha(): Promise<TCaptcha> {
      const captcha = svgCaptcha.create({
        size: 4,
        noise: 3,
        ignoreChars: '0o1ilI',
        color: true,
        width: 120,
        height: 44,
      });
      const captchaKey = crypto.randomUUID();
      await repo.insertHumanCheck({
        id: captchaKey,
        kind: 'captcha',
        answer: captcha.text.toLowerCase(),
        expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
      });
      return { captchaKey, image: svgDataUrl(captcha.data) };
    },

    async checkCaptcha(captchaKey: string | undefined, answer: string | undefined): Promise<boolean> {
      if (!captchaKey || !answer) return false;
      const check = await repo.takeHumanCheck(captchaKey, 'captcha');
      return check !== undefined && check.answer === answer.trim().toLowerCase();
    },

    async newChallenge(): Promise<TChallenge> {
      const x = 80 + crypto.randomInt(CHALLENGE_WIDTH - 80 - CHALLENGE_PIECE - 10);
      const y = 10 + crypto.randomInt(CHALLENGE_HEIGHT - CHALLENGE_PIECE - 20);
      const id = crypto.randomUUID();
      await repo.insertHumanCheck({
        id,
        kind: 'challenge',
        answer: String(x),
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      });
      return {
        id,
        ...challengeImages(x, y),
        y,
        width: CHALLENGE_WIDTH,
        height: CHALLENGE_HEIGHT,
        pieceSize: CHALLENGE_PIECE,
      };
    },

    async checkChallenge(answer: TChallengeAnswer | undefined): Promise<boolean> {
      if (!answer) return false;
      const check = await repo.takeHumanCheck(answer.id, 'challenge');
      if (!check) return false;
      return Math.abs(Number(check.answer) - answer.x) <= CHALLENGE_TOLERANCE && looksHuman(answer.trail);
    },
  };
}

export type HumanChecks = ReturnType<typeof createHumanChecks>;
