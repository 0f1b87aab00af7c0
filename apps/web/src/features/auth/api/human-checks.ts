import type { TCaptcha, TChallenge } from '@crupier/contract/identity';
import { apiFetch } from '@/api/client';

function parseCaptcha(value: unknown): TCaptcha {
  const captcha = value as Partial<TCaptcha> | null;
  if (typeof captcha?.captchaKey !== 'string' || typeof captcha.image !== 'string')
    throw new Error('Not a captcha');
  return { captchaKey: captcha.captchaKey, image: captcha.image };
}

function parseChallenge(value: unknown): TChallenge {
  const c = value as Partial<TChallenge> | null;
  const isChallenge =
    typeof c?.id === 'string' &&
    typeof c.background === 'string' &&
    typeof c.piece === 'string' &&
    typeof c.y === 'number' &&
    typeof c.width === 'number' &&
    typeof c.height === 'number' &&
    typeof c.pieceSize === 'number';
  if (!isChallenge) throw new Error('Not a challenge');
  return c as TChallenge;
}

/** GET /wps/captcha: a single-use image captcha. */
export function getCaptcha(signal?: AbortSignal): Promise<TCaptcha> {
  return apiFetch('/wps/captcha', { signal, parse: parseCaptcha });
}

/** GET /wps/verification/challenge: a single-use slider challenge. */
export function getChallenge(signal?: AbortSignal): Promise<TChallenge> {
  return apiFetch('/wps/verification/challenge', { signal, parse: parseChallenge });
}
