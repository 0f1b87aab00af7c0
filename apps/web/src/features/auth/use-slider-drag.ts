import type { TChallenge, TChallengeAnswer } from '@crupier/contract/identity';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { createTrailRecorder } from '@/features/auth/slider-trail';

const KEY_STEP = 2;
const KEY_STEP_LARGE = 12;

/**
 * The slider's handle: dragged (pointer) or moved with the arrow keys, its trail recorded; a release
 * (or Enter) answers {id, x, trail} once.
 */
export function useSliderDrag(data: TChallenge | undefined, onSolved: (answer: TChallengeAnswer) => void) {
  const maxOffset = data ? data.width - data.pieceSize : 0;
  const [offset, setOffset] = useState(0);
  const recorder = useRef(createTrailRecorder(0));
  const isAnswered = useRef(false);

  const restart = () => {
    recorder.current = createTrailRecorder(maxOffset);
    isAnswered.current = false;
    setOffset(0);
  };

  const answer = (result: Omit<TChallengeAnswer, 'id'> | null) => {
    if (!data || !result || result.x <= 0 || isAnswered.current) {
      setOffset(0);
      return;
    }
    isAnswered.current = true;
    onSolved({ id: data.id, ...result });
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!data || isAnswered.current) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    recorder.current = createTrailRecorder(maxOffset);
    recorder.current.start(event.clientX, event.clientY, event.timeStamp);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!recorder.current.isDragging()) return;
    setOffset(recorder.current.move(event.clientX, event.clientY, event.timeStamp));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    answer(recorder.current.end(event.clientX, event.clientY, event.timeStamp));
  };
  const onPointerCancel = () => {
    recorder.current.cancel();
    setOffset(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!data || isAnswered.current) return;
    const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    const moves: Record<string, number> = {
      ArrowRight: step,
      ArrowUp: step,
      ArrowLeft: -step,
      ArrowDown: -step,
    };
    if (event.key in moves) {
      event.preventDefault();
      if (!recorder.current.isDragging()) {
        recorder.current = createTrailRecorder(maxOffset);
        recorder.current.start(0, 0, event.timeStamp);
      }
      setOffset(recorder.current.move(offset + (moves[event.key] ?? 0), 0, event.timeStamp));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      answer(recorder.current.end(offset, 0, event.timeStamp));
    }
  };

  return {
    offset,
    maxOffset,
    restart,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onKeyDown },
  };
}
