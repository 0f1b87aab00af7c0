import { useTranslation } from 'react-i18next';
import { isRedSuit, rankText, suitName, suitText, type TCard } from './cards';

/** A face-up card (or its back while hidden), labelled for screen readers ("Q of hearts"). */
export function PlayingCard({ card, index = 0 }: { card: TCard | null; index?: number }) {
  const { t } = useTranslation('games');
  if (!card) {
    return (
      <span className="playing-card playing-card--back" role="img" aria-label={t('card_hidden')}>
        <span aria-hidden="true" />
      </span>
    );
  }
  return (
    <span
      className={`playing-card${isRedSuit(card) ? ' playing-card--red' : ''}`}
      role="img"
      aria-label={t('card_name', { rank: rankText(card), suit: t(`suit_${suitName(card)}`) })}
      style={{ animationDelay: `${index * 90}ms` }}
    >
      <span className="playing-card__rank" aria-hidden="true">
        {rankText(card)}
      </span>
      <span className="playing-card__suit" aria-hidden="true">
        {suitText(card)}
      </span>
    </span>
  );
}
