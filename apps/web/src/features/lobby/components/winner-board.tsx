import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { winnersQueryOptions } from '@/features/lobby/api/winners';
import { gameArtUrl } from '@/features/lobby/hosts';
import { useLobbySettings } from '@/features/lobby/lobby-settings';
import { currentLanguage, DOCUMENT_LANG } from '@/i18n/i18n';
import { formatMoney } from '@/lib/money';
import { initials } from './game-card';
import { LazyImage } from './lazy-image';
import './lobby.css';

/** The winner board's list (spec §2): the 20 biggest real wins, biggest first, names masked by the server. */
export function Winners() {
  const { t } = useTranslation('lobby');
  const { imageHost, currencySymbol } = useLobbySettings();
  const language = currentLanguage();
  const winners = useQuery(winnersQueryOptions(language));
  if (winners.isPending)
    return <div className="winner-list winner-list--placeholder skeleton" aria-hidden="true" />;
  if (winners.isError) return <p className="empty-state">{t('load_error')}</p>;
  if (winners.data.length === 0) return <p className="empty-state">{t('no_winners_yet')}</p>;
  return (
    <ol className="winner-list">
      {winners.data.map((winner, index) => (
        <li key={`${winner.vo.nodeId}-${winner.vo.at}-${winner.customerName}`} className="winner">
          <span className="winner__rank" aria-hidden="true">
            {index + 1}
          </span>
          <LazyImage
            src={gameArtUrl(imageHost, winner.iconUrl, language)}
            alt=""
            shape="thumb"
            fallback={initials(winner.gameName)}
          />
          <span className="winner__who">
            <span className="winner__name">{winner.customerName}</span>
            <span className="winner__game">{winner.gameName}</span>
          </span>
          <span className="winner__amount">
            {formatMoney(winner.winAmount, currencySymbol, DOCUMENT_LANG[language])}
          </span>
        </li>
      ))}
    </ol>
  );
}
