import type { TChallengeAnswer } from '@crupier/contract/identity';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { getChallenge } from '@/features/auth/api/human-checks';
import { useSliderDrag } from '@/features/auth/use-slider-drag';

/**
 * The slider challenge (api-contract "login challenge"): the background at its natural size with the
 * piece over it at left = handle offset, top = y. Dragging the handle moves the piece 1:1; releasing
 * it answers {id, x, trail}. Arrow keys move the handle too and Enter answers.
 */
export function SliderChallenge({
  hasFailed,
  onSolved,
  onCancel,
}: {
  /** The previous answer was refused: say so above the new picture. */
  hasFailed: boolean;
  onSolved: (answer: TChallengeAnswer) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('auth');
  const [round, setRound] = useState(0);
  const challenge = useQuery({
    queryKey: ['verification', 'challenge', round],
    queryFn: ({ signal }) => getChallenge(signal),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const data = challenge.data;
  const { offset, maxOffset, restart, handlers } = useSliderDrag(data, onSolved);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t('slider_title')}
      description={t('slider_hint')}
      size="sm"
      closeOnCover={false}
      testId="slider-challenge"
    >
      {hasFailed && (
        <p className="form-error" role="alert">
          {t('err_verification_required')}
        </p>
      )}
      {data ? (
        <div className="slider-challenge" style={{ width: data.width }}>
          <div className="slider-challenge__picture" style={{ width: data.width, height: data.height }}>
            <img src={data.background} width={data.width} height={data.height} alt="" draggable={false} />
            <img
              className="slider-challenge__piece"
              src={data.piece}
              width={data.pieceSize}
              height={data.pieceSize}
              style={{ left: offset, top: data.y }}
              alt=""
              draggable={false}
              data-testid="slider-piece"
            />
          </div>
          <div className="slider-challenge__track" style={{ width: data.width }}>
            <div className="slider-challenge__fill" style={{ width: offset + data.pieceSize / 2 }} />
            <div
              className="slider-challenge__handle"
              role="slider"
              tabIndex={0}
              aria-label={t('slider_handle')}
              aria-valuemin={0}
              aria-valuemax={maxOffset}
              aria-valuenow={Math.round(offset)}
              style={{ left: offset, width: data.pieceSize }}
              data-testid="slider-handle"
              {...handlers}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M5 12h14M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.4" />
              </svg>
            </div>
          </div>
        </div>
      ) : (
        <div className="slider-challenge__placeholder skeleton" role="status">
          <span className="visually-hidden">{t('slider_loading')}</span>
        </div>
      )}
      {challenge.isError && (
        <p className="form-error" role="alert">
          {t('err_network_error')}
        </p>
      )}
      <div className="dialog__actions">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            restart();
            setRound((value) => value + 1);
          }}
        >
          {t('slider_new_image')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          {t('slider_cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
