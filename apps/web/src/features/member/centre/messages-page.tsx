import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant, McError } from '@/components/member/centre-common';
import { Pager, QueryState } from '@/components/member/common';
import { deleteMessage, MC_KEYS, markMessageRead, useMessages } from '@/features/member/api/member-centre';
import { useLocale } from '@/lib/merchant-context';
import '@/styles/member-centre.css';

/** messageV2: internal messages, newest first; opening one marks it read; delete hides it for me. */
export function MessagesPage() {
  const { t } = useTranslation('membercentre');
  const locale = useLocale();
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const messages = useMessages(pageNo);
  const client = useQueryClient();
  const refresh = (count: number) => {
    client.setQueryData(MC_KEYS.unread, { count });
    void client.invalidateQueries({ queryKey: MC_KEYS.messages });
  };
  const read = useMutation({ mutationFn: markMessageRead, onSuccess: (r) => refresh(r.count) });
  const remove = useMutation({ mutationFn: deleteMessage, onSuccess: (r) => refresh(r.count) });
  return (
    <div className="mc-page" data-testid="messages-page">
      <QueryState query={messages}>
        {messages.data && messages.data.list.length === 0 && <p className="mc-muted">{t('msg_empty')}</p>}
        <ul className="mc-messages">
          {messages.data?.list.map((m) => (
            <li key={m.id} className={m.read ? '' : 'mc-messages__unread'} data-testid="message">
              <button
                type="button"
                className="mc-messages__head"
                aria-expanded={openId === m.id}
                onClick={() => {
                  setOpenId(openId === m.id ? null : m.id);
                  if (!m.read) read.mutate(m.id);
                }}
              >
                {!m.read && <span className="mc-dot" role="img" aria-label={t('msg_unread')} />}
                <strong>{m.title}</strong>
                <span className="mc-muted">{formatInstant(m.at, locale)}</span>
              </button>
              {openId === m.id && (
                <div className="mc-messages__body">
                  <p data-testid="message-body">{m.body}</p>
                  {m.broadcast && <span className="mc-tag">{t('msg_broadcast')}</span>}
                  <button type="button" className="btn btn--ghost" onClick={() => remove.mutate(m.id)}>
                    {t('msg_delete')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
        {messages.data && messages.data.totalPages > 1 && (
          <Pager pageNo={pageNo} totalPages={messages.data.totalPages} onPage={setPageNo} />
        )}
        <McError error={read.error ?? remove.error} />
      </QueryState>
    </div>
  );
}
