import type { TRgKind, TRgPeriod, TRgView } from '@crupier/contract/member-centre';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant, McError } from '@/components/member/centre-common';
import { Notice, QueryState, Section } from '@/components/member/common';
import {
  MC_KEYS,
  selfExclude,
  setRealityCheck,
  setRgLimits,
  takeCoolOff,
  useRg,
} from '@/features/member/api/member-centre';
import { useLocale, useMoney } from '@/lib/merchant-context';
import '@/styles/member-centre.css';
import { normalizeAmountInput } from '@/lib/money';

const PERIODS: TRgPeriod[] = ['day', 'week', 'month'];
const KINDS: TRgKind[] = ['loss', 'wager'];
const MONEY = /^\d{1,15}(\.\d{1,2})?$/;

/** Responsible gaming: loss and wager limits, reality check, cool-off, self-exclusion, and where to get help. */
export function ResponsibleGamingPage() {
  const { t } = useTranslation('membercentre');
  const rg = useRg();
  return (
    <div className="mc-page" data-testid="rg-page">
      <p>{t('rg_intro')}</p>
      <QueryState query={rg}>{rg.data && <RgForms view={rg.data} />}</QueryState>
      <Section title={t('rg_help_title')}>
        <p>{t('rg_help_text')}</p>
      </Section>
    </div>
  );
}

function RgForms({ view }: { view: TRgView }) {
  const { t } = useTranslation('membercentre');
  const locale = useLocale();
  const money = useMoney();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: MC_KEYS.rg });
  const [drafts, setDrafts] = useState<Record<string, string>>(() =>
    Object.fromEntries(KINDS.flatMap((k) => PERIODS.map((p) => [`${k}.${p}`, view.limits[k][p] ?? '']))),
  );
  const limits = useMutation({ mutationFn: setRgLimits, onSuccess: refresh });
  const [minutes, setMinutes] = useState(String(view.realityCheckMinutes));
  const reality = useMutation({ mutationFn: setRealityCheck, onSuccess: refresh });
  const [hours, setHours] = useState('24');
  const coolOff = useMutation({ mutationFn: takeCoolOff, onSuccess: refresh });
  const [months, setMonths] = useState('6');
  const exclusion = useMutation({ mutationFn: selfExclude, onSuccess: refresh });
  const blockedUntil = [view.coolOffUntil, view.selfExcludedUntil].filter(Boolean).sort().pop();
  const confirmBlock = (until: Date) =>
    window.confirm(t('rg_confirm_block', { until: formatInstant(until.toISOString(), locale) }));

  const saveLimits = () => {
    const body: Record<string, Record<string, string | null>> = {};
    for (const kind of KINDS) {
      for (const period of PERIODS) {
        const raw = (drafts[`${kind}.${period}`] ?? '').trim();
        const current = view.limits[kind][period];
        const next = raw === '' ? null : (normalizeAmountInput(raw) ?? raw);
        if (next !== null && !MONEY.test(next)) continue;
        if (next === current || (next !== null && current !== null && Number(next) === Number(current)))
          continue;
        body[kind] = { ...body[kind], [period]: next };
      }
    }
    limits.mutate(body);
  };

  return (
    <>
      {blockedUntil && (
        <Notice tone="warning" testId="rg-blocked">
          {t('rg_blocked_until', { until: formatInstant(blockedUntil, locale) })}
        </Notice>
      )}
      {KINDS.map((kind) => (
        <Section key={kind} title={t(kind === 'loss' ? 'rg_loss' : 'rg_wager')} testId={`rg-${kind}`}>
          <p className="mc-muted">{t(kind === 'loss' ? 'rg_loss_help' : 'rg_wager_help')}</p>
          <div className="mc-grid">
            {PERIODS.map((period) => {
              const pending = view.pending.find((p) => p.kind === kind && p.period === period);
              return (
                <label key={period} className="mc-field">
                  <span>{t(`rg_${period}`)}</span>
                  <input
                    name={`${kind}-${period}`}
                    inputMode="decimal"
                    placeholder={t('rg_no_limit')}
                    value={drafts[`${kind}.${period}`] ?? ''}
                    onChange={(e) => setDrafts({ ...drafts, [`${kind}.${period}`]: e.target.value })}
                  />
                  <small>{t('rg_used', { amount: money(view.usage[kind][period] ?? '0.00') })}</small>
                  {pending && (
                    <small>
                      {t('rg_pending', {
                        amount: pending.amount ? money(pending.amount) : t('rg_no_limit'),
                        at: formatInstant(pending.from, locale),
                      })}
                    </small>
                  )}
                </label>
              );
            })}
          </div>
        </Section>
      ))}
      <McError error={limits.error} />
      {limits.isSuccess && (
        <Notice tone="success" testId="rg-limits-saved">
          {t('saved')}
        </Notice>
      )}
      <button type="button" className="btn btn--primary" disabled={limits.isPending} onClick={saveLimits}>
        {t('rg_save_limits')}
      </button>

      <Section title={t('rg_reality')} testId="rg-reality">
        <p className="mc-muted">{t('rg_reality_help')}</p>
        <form
          className="mc-inline"
          onSubmit={(e) => {
            e.preventDefault();
            reality.mutate(Number(minutes));
          }}
        >
          <label className="mc-field">
            <span>{t('rg_minutes')}</span>
            <input
              name="reality-minutes"
              type="number"
              min={0}
              max={120}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
            />
          </label>
          <button type="submit" className="btn btn--primary" disabled={reality.isPending}>
            {t('save')}
          </button>
        </form>
        <McError error={reality.error} />
        {reality.isSuccess && <Notice tone="success">{t('saved')}</Notice>}
      </Section>

      <Section title={t('rg_cool_off')} testId="rg-cool-off">
        <p className="mc-muted">{t('rg_cool_off_help')}</p>
        <form
          className="mc-inline"
          onSubmit={(e) => {
            e.preventDefault();
            if (confirmBlock(new Date(Date.now() + Number(hours) * 3_600_000))) coolOff.mutate(Number(hours));
          }}
        >
          <label className="mc-field">
            <span>{t('rg_hours')}</span>
            <input
              name="cool-off-hours"
              type="number"
              min={24}
              max={1008}
              value={hours}
              onChange={(e) => setHours(e.target.value)}
            />
          </label>
          <button type="submit" className="btn btn--danger" disabled={coolOff.isPending}>
            {t('rg_take_cool_off')}
          </button>
        </form>
        <McError error={coolOff.error} />
      </Section>

      <Section title={t('rg_self_exclusion')} testId="rg-self-exclusion">
        <p className="mc-muted">{t('rg_self_exclusion_help')}</p>
        <form
          className="mc-inline"
          onSubmit={(e) => {
            e.preventDefault();
            const until = new Date();
            until.setMonth(until.getMonth() + Number(months));
            if (confirmBlock(until)) exclusion.mutate(Number(months));
          }}
        >
          <label className="mc-field">
            <span>{t('rg_months')}</span>
            <input
              name="self-exclusion-months"
              type="number"
              min={6}
              max={60}
              value={months}
              onChange={(e) => setMonths(e.target.value)}
            />
          </label>
          <button type="submit" className="btn btn--danger" disabled={exclusion.isPending}>
            {t('rg_self_exclude')}
          </button>
        </form>
        <McError error={exclusion.error} />
      </Section>
    </>
  );
}
