import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { useRg } from '@/features/member/api/member-centre';
import { loadNamespace } from '@/i18n/i18n';
import { useMoney } from '@/lib/merchant-context';

/**
 * The reality check: every N minutes (the member's setting) while signed in, a dialog shows the time
 * played in this session and its net result, with "keep playing" and "stop" (back to the home page).
 */
export default function RealityCheck() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadNamespace('membercentre').then(() => setReady(true));
  }, []);
  const rg = useRg();
  const minutes = rg.data?.realityCheckMinutes ?? 0;
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!minutes) return;
    const timer = setInterval(() => setDue(true), minutes * 60_000);
    return () => clearInterval(timer);
  }, [minutes]);
  if (!ready || !due || !rg.data) return null;
  return <RealityDialog startedAt={rg.data.session.startedAt} onClose={() => setDue(false)} />;
}

function RealityDialog({ startedAt, onClose }: { startedAt: string; onClose: () => void }) {
  const { t } = useTranslation('membercentre');
  const money = useMoney();
  const navigate = useNavigate();
  const rg = useRg();
  const { refetch } = rg;
  // The net result as of now, each time the dialog opens.
  useEffect(() => {
    void refetch();
  }, [refetch]);
  const played = Math.max(1, Math.round((Date.now() - Date.parse(startedAt)) / 60_000));
  const net = rg.data?.session.net ?? '0.00';
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('reality_title')}
      closeOnCover={false}
      testId="reality-check"
    >
      <p data-testid="reality-text">
        {t('reality_text', { minutes: played, net: money(net, { signed: true }) })}
      </p>
      <div className="mc-inline">
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => {
            onClose();
            void navigate('/');
          }}
        >
          {t('reality_stop')}
        </button>
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {t('reality_keep')}
        </button>
      </div>
    </Dialog>
  );
}
