import { progressPercent } from '@/features/promotions/lib/progress';

/** A labelled progress bar of money toward a target (wagering, turnover). */
export function ProgressBar({ current, target, label }: { current: string; target: string; label: string }) {
  const percent = progressPercent(current, target);
  return (
    <div className="promo-progress">
      <div
        className="promo-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="promo-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
