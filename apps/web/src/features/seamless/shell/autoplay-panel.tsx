import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  AUTOPLAY_ROUNDS,
  MAX_AUTOPLAY_ROUNDS,
  parseLimits,
  type TAutoplayForm,
  type TAutoplayLimits,
} from './autoplay';

/** Autoplay's settings: how many rounds, and the limits that stop it earlier. */
export function AutoplayPanel({
  id,
  canStart,
  onStart,
  onClose,
}: {
  id: string;
  canStart: boolean;
  onStart: (limits: TAutoplayLimits) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('games');
  const [form, setForm] = useState<TAutoplayForm>({ rounds: '10', loss: '', win: '', floor: '' });
  const [invalid, setInvalid] = useState<keyof TAutoplayForm | null>(null);
  const base = useId();
  const field = (name: keyof TAutoplayForm) => ({
    id: `${base}-${name}`,
    value: form[name],
    'aria-invalid': invalid === name,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setInvalid(null);
      setForm((f) => ({ ...f, [name]: event.target.value }));
    },
  });

  return (
    <form
      id={id}
      className="autoplay-panel"
      data-testid="autoplay-panel"
      aria-label={t('autoplay')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const limits = parseLimits(form);
        if ('invalid' in limits) setInvalid(limits.invalid);
        else onStart(limits);
      }}
    >
      <fieldset className="autoplay-panel__rounds">
        <legend>{t('autoplay_rounds')}</legend>
        <div className="autoplay-panel__presets">
          {AUTOPLAY_ROUNDS.map((n) => (
            <button
              key={n}
              type="button"
              className="game-chip game-chip--wide"
              aria-pressed={form.rounds === String(n)}
              onClick={() => {
                setInvalid(null);
                setForm((f) => ({ ...f, rounds: String(n) }));
              }}
            >
              {n}
            </button>
          ))}
          <label className="visually-hidden" htmlFor={`${base}-rounds`}>
            {t('autoplay_rounds')}
          </label>
          <input
            {...field('rounds')}
            className="autoplay-panel__count"
            inputMode="numeric"
            aria-describedby={`${base}-rounds-hint`}
          />
        </div>
        <p className="field-hint" id={`${base}-rounds-hint`}>
          {t('autoplay_rounds_hint', { max: MAX_AUTOPLAY_ROUNDS })}
        </p>
      </fieldset>
      <div className="autoplay-panel__limits">
        {(
          [
            ['loss', 'autoplay_loss_limit'],
            ['win', 'autoplay_win_limit'],
            ['floor', 'autoplay_balance_floor'],
          ] as const
        ).map(([name, label]) => (
          <div className="autoplay-panel__field" key={name}>
            <label htmlFor={`${base}-${name}`}>{t(label)}</label>
            <input
              {...field(name)}
              inputMode="decimal"
              placeholder={t('autoplay_no_limit')}
              autoComplete="off"
            />
          </div>
        ))}
      </div>
      {invalid && (
        <p className="form-error" role="alert">
          {t(`autoplay_invalid_${invalid}`)}
        </p>
      )}
      <p className="field-hint">{t('autoplay_stops_on_error')}</p>
      <div className="autoplay-panel__actions">
        <Button variant="ghost" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={!canStart} data-testid="autoplay-start">
          {t('autoplay_start')}
        </Button>
      </div>
    </form>
  );
}
