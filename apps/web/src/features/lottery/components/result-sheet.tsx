import type { TLotteryDraw } from '@crupier/contract/lottery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMenuGame } from '@/features/lottery/api';
import { verifyDraw } from '@/features/lottery/verifier';

type TTier = { tier: string; values: string[] };

/**
 * A draw's numbers laid out as the real result sheets: the northern sheet with the special prize on
 * top, the southern one from G8 down to the special prize, the 4D board (three prizes, starters,
 * consolation), keno's 20 balls and the fast games' digits. The special prize's last two digits
 * (what đề settles on) stand out; "Verify" recomputes the draw from its seed in the page.
 */
export function ResultSheet({ game, draw }: { game: TMenuGame; draw: TLotteryDraw }) {
  const { t } = useTranslation('lottery');
  const [check, setCheck] = useState<null | { hashMatches: boolean; numbersMatch: boolean }>(null);
  const tiers = draw.numbers as TTier[];
  const verify = () =>
    setCheck(verifyDraw({ code: game.gameCode, kind: game.kind, tiers: game.tiers }, draw));
  const ok = check?.hashMatches && check.numbersMatch;

  return (
    <article
      className={`lot-sheet lot-sheet-${game.kind}`}
      data-draw={draw.drawId}
      data-testid="result-sheet"
    >
      <header className="lot-sheet-head">
        <strong>
          {game.name} · {t('draw')} {draw.drawNo}
        </strong>
        <time dateTime={draw.drawnAt ?? undefined}>
          {draw.drawnAt ? new Date(draw.drawnAt).toLocaleString() : ''}
        </time>
      </header>
      {game.kind === 'vn' && <VnSheet tiers={tiers} north={game.gameCode === 'VN_MB'} />}
      {game.kind === '4d' && <FourDSheet tiers={tiers} />}
      {game.kind === 'keno' && (
        <div className="lot-balls lot-balls-keno">
          {[...(tiers[0]?.values ?? [])]
            .sort((a, b) => Number(a) - Number(b))
            .map((v) => (
              <span key={v} className="lot-ball">
                {v.padStart(2, '0')}
              </span>
            ))}
        </div>
      )}
      {(game.kind === 'pick3' || game.kind === 'pick5') && (
        <div className="lot-balls">
          {(tiers[0]?.values ?? []).map((v, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: digits repeat; their position is their identity
            <span key={i} className="lot-ball lot-ball-big">
              {v}
            </span>
          ))}
        </div>
      )}
      <footer className="lot-sheet-foot">
        <button type="button" className="lot-link" onClick={verify}>
          {t('verify')}
        </button>
        {check && (
          <span className={ok ? 'lot-ok' : 'lot-bad'} role="status">
            {ok ? `✓ ${t('verified_ok')}` : `✗ ${t('verified_bad')}`}
          </span>
        )}
        <details>
          <summary>{t('seed')}</summary>
          <code className="lot-hash">{draw.seed}</code>
          <div className="lot-muted">{t('draw_hash')}</div>
          <code className="lot-hash">{draw.drawHash}</code>
        </details>
      </footer>
    </article>
  );
}

function VnSheet({ tiers, north }: { tiers: TTier[]; north: boolean }) {
  const { t } = useTranslation('lottery');
  // North: special prize first (as printed), then G1…G7. South/central: G8 down to the special prize.
  const rows = north
    ? [...tiers.filter((r) => r.tier === 'DB'), ...tiers.filter((r) => r.tier !== 'DB')]
    : tiers;
  return (
    <table className="lot-vn">
      <tbody>
        {rows.map((row) => (
          <tr key={row.tier} className={row.tier === 'DB' ? 'lot-special' : undefined}>
            <th scope="row">{t(`tier_${row.tier}` as 'tier_DB')}</th>
            <td>
              <div className={`lot-vn-values lot-n${row.values.length}`}>
                {row.values.map((v, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: prize numbers may repeat within a tier
                  <span key={i} data-testid={row.tier === 'DB' ? 'special-prize' : undefined}>
                    {row.tier === 'DB' ? (
                      <>
                        {v.slice(0, -2)}
                        <b className="lot-tail">{v.slice(-2)}</b>
                      </>
                    ) : (
                      v
                    )}
                  </span>
                ))}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function FourDSheet({ tiers }: { tiers: TTier[] }) {
  const { t } = useTranslation('lottery');
  const top = tiers.slice(0, 3);
  const grids = tiers.slice(3);
  return (
    <div className="lot-4d">
      <div className="lot-4d-top">
        {top.map((row) => (
          <div key={row.tier} className="lot-4d-prize">
            <span>{t(`tier_${row.tier}` as 'tier_DB')}</span>
            <strong>{row.values[0]}</strong>
          </div>
        ))}
      </div>
      {grids.map((row) => (
        <section key={row.tier}>
          <h4>{t(`tier_${row.tier}` as 'tier_DB')}</h4>
          <div className="lot-4d-grid">
            {row.values.map((v, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: 4D numbers may repeat
              <span key={i}>{v}</span>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
