import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useOpsWrite } from '@/features/backoffice/api/use-ops';
import { opsErrorText } from '@/features/backoffice/components/error-text';

/**
 * Saves one group of brand settings with `PUT /ops/brand/<group>`: the outcome (saved, or the
 * server's refusal in words) is kept to show under the form.
 */
export function useBrandSave(group: string) {
  const { t } = useTranslation('backoffice');
  const write = useOpsWrite();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  async function save(body: unknown) {
    setOutcome(null);
    try {
      await write.mutateAsync({ path: `/ops/brand/${group}`, method: 'PUT', body });
      setOutcome({ ok: true, text: t('brand_saved') });
    } catch (failure) {
      setOutcome({ ok: false, text: opsErrorText(failure, t) });
      throw failure;
    }
  }

  return { save, busy: write.isPending, outcome, setOutcome };
}

/** The outcome of the last save, under a form. */
export function SaveOutcome({ outcome }: { outcome: { ok: boolean; text: string } | null }) {
  if (!outcome) return null;
  return outcome.ok ? (
    <p className="bo-muted" role="status">
      {outcome.text}
    </p>
  ) : (
    <p className="bo-error" role="alert">
      {outcome.text}
    </p>
  );
}

/** The foot of every brand form: the outcome of the last save, then the save button. */
export function SaveFooter({
  outcome,
  busy,
}: {
  outcome: { ok: boolean; text: string } | null;
  busy: boolean;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <>
      <SaveOutcome outcome={outcome} />
      <div className="bo-form__actions">
        <Button type="submit" disabled={busy}>
          {t('brand_save')}
        </Button>
      </div>
    </>
  );
}
