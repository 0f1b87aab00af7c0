import { useTranslation } from 'react-i18next';
import { pageItems } from '@/lib/page-items';
import { ChevronLeftIcon, ChevronRightIcon } from './lobby-icons';

/** Page links (spec §9: 2 margin pages, a range of 5), previous and next. */
export function Pagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('lobby');
  if (totalPages < 2) return null;
  return (
    <nav className="pagination" aria-label={t('pagination')}>
      <button
        type="button"
        className="pagination__btn"
        aria-label={t('previous_page')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeftIcon />
      </button>
      {pageItems(page, totalPages).map((item, index) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, told apart by position.
          <span key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className="pagination__btn"
            aria-label={t('page_n', { page: item })}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPage(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className="pagination__btn"
        aria-label={t('next_page')}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRightIcon />
      </button>
    </nav>
  );
}
