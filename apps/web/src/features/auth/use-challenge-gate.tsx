import type { TChallengeAnswer } from '@crupier/contract/identity';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/api/client';
import { isChallengeKnownRequired, setChallengeRequired } from './challenge-flag';
import { SliderChallenge } from './components/slider-challenge';

/** The player closed the slider: the action stops without an error message. */
export class ChallengeCancelled extends Error {
  override readonly name = 'ChallengeCancelled';
}

export { isChallengeKnownRequired, resetChallengeMemory } from './challenge-flag';

export function isVerificationRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'verification_required';
}

type TPending = {
  id: number;
  hasFailed: boolean;
  resolve: (answer: TChallengeAnswer) => void;
  reject: (error: Error) => void;
};

/**
 * Runs calls that the slider challenge guards (username login, SMS sends). `run(call)` calls with a
 * slider answer once the server is known to want one, asks for a new answer whenever the server
 * refuses with `verification_required`, and throws ChallengeCancelled when the player closes it.
 * `slider` is the dialog to render.
 */
export function useChallengeGate() {
  const [pending, setPending] = useState<TPending | null>(null);
  const pendingRef = useRef<TPending | null>(null);
  const nextId = useRef(0);

  useEffect(
    () => () => {
      pendingRef.current?.reject(new ChallengeCancelled());
      pendingRef.current = null;
    },
    [],
  );

  const ask = useCallback(
    (hasFailed: boolean) =>
      new Promise<TChallengeAnswer>((resolve, reject) => {
        nextId.current += 1;
        const request = { id: nextId.current, hasFailed, resolve, reject };
        pendingRef.current = request;
        setPending(request);
      }),
    [],
  );

  const run = useCallback(
    async <T,>(
      call: (challenge: TChallengeAnswer | undefined) => Promise<T>,
      /** False when a refused attempt cannot simply be repeated (it spent a single-use captcha). */
      canRepeat: () => boolean = () => true,
    ): Promise<T> => {
      let challenge = isChallengeKnownRequired() ? await ask(false) : undefined;
      for (;;) {
        try {
          return await call(challenge);
        } catch (error) {
          if (!isVerificationRequired(error)) throw error;
          const hadAnswer = challenge !== undefined;
          setChallengeRequired(true);
          if (!canRepeat()) throw error;
          challenge = await ask(hadAnswer);
        }
      }
    },
    [ask],
  );

  const settle = () => {
    pendingRef.current = null;
    setPending(null);
  };

  const slider = pending ? (
    <SliderChallenge
      key={pending.id}
      hasFailed={pending.hasFailed}
      onSolved={(answer) => {
        settle();
        pending.resolve(answer);
      }}
      onCancel={() => {
        settle();
        pending.reject(new ChallengeCancelled());
      }}
    />
  ) : null;

  return { run, slider };
}
