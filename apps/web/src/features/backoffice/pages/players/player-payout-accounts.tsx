import type { TPlayerProfile } from '@crupier/contract/ops-players';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatInstant } from '@/features/backoffice/components/format-instant';

/** The player's payout accounts (numbers masked), removed ones too, and who else used each number. */
export function PlayerPayoutAccounts({ player }: { player: TPlayerProfile }) {
  const { t, i18n } = useTranslation('backoffice');
  const when = (iso: string | null) => (iso ? formatInstant(iso, i18n.language) : '—');
  return (
    <section className="bo-card" aria-labelledby="bo-player-payouts">
      <h2 id="bo-player-payouts">{t('player_payouts')}</h2>
      {player.payoutAccounts.length === 0 ? (
        <p className="bo-muted">{t('player_payouts_none')}</p>
      ) : (
        <div className="bo-table__scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('player_payout_bank')}</th>
                <th scope="col">{t('player_payout_holder')}</th>
                <th scope="col">{t('player_payout_number')}</th>
                <th scope="col">{t('player_payout_added')}</th>
                <th scope="col">{t('player_payout_removed')}</th>
                <th scope="col">{t('player_payout_shared')}</th>
              </tr>
            </thead>
            <tbody>
              {player.payoutAccounts.map((account) => (
                <tr key={account.id}>
                  <td>{account.bankName}</td>
                  <td>{account.holderName}</td>
                  <td className="bo-mono">{account.accountNumber}</td>
                  <td>{when(account.createdAt)}</td>
                  <td>{when(account.removedAt)}</td>
                  <td>
                    {account.sharedWith.length === 0 ? (
                      '—'
                    ) : (
                      <strong className="bo-error">
                        {account.sharedWith.map((username, index) => (
                          <span key={username}>
                            {index > 0 ? ', ' : ''}
                            <Link to={`/backoffice/players?query=${encodeURIComponent(username)}`}>
                              {username}
                            </Link>
                          </span>
                        ))}
                      </strong>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
