import type { TChatMessage, TOpsChatConversation, TOpsChatDetail } from '@crupier/contract/chat';
import { CHAT_MAX_TEXT } from '@crupier/contract/chat';
import { FEEDBACK_MAX_IMAGE_BYTES } from '@crupier/contract/member-centre';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readImageFile } from '@/api/chat';
import { connectChat } from '@/api/chat-socket';
import { Button } from '@/components/ui/button';
import { getStaffToken } from '@/features/backoffice/api/staff-session';
import { OPS_KEY, useOps, useOpsWrite } from '@/features/backoffice/api/use-ops';
import { formatInstant } from '@/features/backoffice/components/format-instant';
import { OpsErrorAlert } from '@/features/backoffice/components/ops-error-alert';
import './chat-page.css';

type TPage<T> = { list: T[]; total: number };
type TFilter = 'active' | 'ticket' | 'closed';
const FILTERS: readonly TFilter[] = ['active', 'ticket', 'closed'];

/** Refetches every `/ops/chat…` query (queue and open conversation). */
const isChatQuery = (key: readonly unknown[]) =>
  key[0] === OPS_KEY && typeof key[1] === 'string' && key[1].startsWith('/ops/chat');

function StaffImage({ messageId }: { messageId: string }) {
  const { t } = useTranslation('backoffice');
  const image = useQuery({
    queryKey: ['ops-chat-image', messageId],
    queryFn: async () => {
      const res = await fetch(`/ops/chat/messages/${messageId}/image`, {
        headers: { authorization: `Bearer ${getStaffToken() ?? ''}` },
      });
      if (!res.ok) throw new Error(`image ${res.status}`);
      return URL.createObjectURL(await res.blob());
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (!image.data) return <span className="bo-chat__image bo-chat__image--loading" />;
  return (
    <a href={image.data} target="_blank" rel="noreferrer">
      <img className="bo-chat__image" src={image.data} alt={t('chat_image')} />
    </a>
  );
}

function ConversationPanel({ id }: { id: string }) {
  const { t, i18n } = useTranslation('backoffice');
  const detail = useOps<TOpsChatDetail>(`/ops/chat/conversations/${id}`);
  const write = useOpsWrite<TChatMessage>();
  const close = useOpsWrite();
  const [text, setText] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [imageError, setImageError] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const count = detail.data?.messages.length ?? 0;

  useEffect(() => {
    if (count > 0) listRef.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [count]);

  if (detail.isPending) return <p>{t('loading')}</p>;
  if (!detail.data) return <OpsErrorAlert of={detail} />;
  const { conversation, messages } = detail.data;
  const isClosed = conversation.state === 'closed';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    write.mutate(
      {
        path: `/ops/chat/conversations/${id}/messages`,
        body: { text: text.trim(), ...(image ? { image } : {}) },
      },
      {
        onSuccess: () => {
          setText('');
          setImage(null);
        },
      },
    );
  };

  return (
    <div className="bo-chat__conversation" data-testid="bo-chat-conversation">
      <header className="bo-chat__head">
        <strong>
          {conversation.name}
          {conversation.isGuest ? ` (${t('chat_guest')})` : ''}
        </strong>
        <span className={`bo-chat__state bo-chat__state--${conversation.state}`}>
          {t(`chat_state_${conversation.state}`)}
        </span>
        {!isClosed && (
          <Button
            size="sm"
            variant="secondary"
            disabled={close.isPending}
            onClick={() => close.mutate({ path: `/ops/chat/conversations/${id}/close`, body: {} })}
          >
            {t('chat_close')}
          </Button>
        )}
      </header>
      <ol className="bo-chat__messages" ref={listRef}>
        {messages.map((m) => (
          <li
            key={m.id}
            className={`bo-chat__msg bo-chat__msg--${m.author === 'staff' ? 'staff' : 'member'}`}
          >
            <span className="bo-chat__who">
              {m.author === 'staff' ? (m.staffName ?? '') : conversation.name} ·{' '}
              {formatInstant(m.at, i18n.language)}
            </span>
            {m.hasImage && <StaffImage messageId={m.id} />}
            {m.text && <p>{m.text}</p>}
          </li>
        ))}
      </ol>
      {!isClosed && (
        <form className="bo-chat__composer" onSubmit={submit}>
          <label className="bo-chat__reply">
            <span className="visually-hidden">{t('chat_reply')}</span>
            <textarea
              name="reply"
              value={text}
              maxLength={CHAT_MAX_TEXT}
              placeholder={t('chat_reply')}
              onChange={(e) => setText(e.target.value)}
            />
          </label>
          {image && <img className="bo-chat__preview" src={image} alt={t('chat_image')} />}
          {imageError && <p role="alert">{t('chat_image_rule')}</p>}
          <OpsErrorAlert of={write} />
          <OpsErrorAlert of={close} />
          <div className="bo-chat__actions">
            <label className="btn btn--secondary btn--sm">
              {t('chat_attach')}
              <input
                type="file"
                accept="image/png,image/jpeg"
                hidden
                onChange={async (e) => {
                  const file = e.target.files?.[0];
                  setImageError(false);
                  if (!file) return;
                  if (
                    !['image/png', 'image/jpeg'].includes(file.type) ||
                    file.size > FEEDBACK_MAX_IMAGE_BYTES
                  ) {
                    setImageError(true);
                    return;
                  }
                  setImage(await readImageFile(file));
                }}
              />
            </label>
            <Button type="submit" size="sm" disabled={(!text.trim() && !image) || write.isPending}>
              {t('chat_send')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

/** Support chat in the back office (role support): the queue, tickets, one conversation, answers. */
export function ChatPage() {
  const { t, i18n } = useTranslation('backoffice');
  const client = useQueryClient();
  const [filter, setFilter] = useState<TFilter>('active');
  const [selected, setSelected] = useState<string | null>(null);
  const [isLive, setLive] = useState(false);
  const queue = useOps<TPage<TOpsChatConversation>>('/ops/chat/conversations', {
    state: filter,
    pageSize: 50,
  });

  // Live: any conversation change refreshes the queue and the open conversation.
  useEffect(() => {
    const token = getStaffToken();
    if (!token) return;
    return connectChat({
      hello: { type: 'staff', token },
      onConnected: setLive,
      onReady: () => void client.invalidateQueries({ predicate: (q) => isChatQuery(q.queryKey) }),
      onEvent: () => void client.invalidateQueries({ predicate: (q) => isChatQuery(q.queryKey) }),
    });
  }, [client]);

  return (
    <section className="bo-page" aria-labelledby="bo-chat-title">
      <h1 id="bo-chat-title">
        {t('chat_title')}{' '}
        <span className={`bo-chat__live ${isLive ? 'is-live' : ''}`} data-testid="bo-chat-live">
          {isLive ? t('chat_live') : t('chat_offline')}
        </span>
      </h1>
      <div role="tablist" className="bo-tabs">
        {FILTERS.map((f) => (
          <Button
            key={f}
            role="tab"
            aria-selected={filter === f}
            size="sm"
            variant={filter === f ? 'primary' : 'secondary'}
            onClick={() => setFilter(f)}
          >
            {t(`chat_tab_${f}`)}
          </Button>
        ))}
      </div>
      <OpsErrorAlert of={queue} />
      <div className="bo-chat">
        <ul className="bo-chat__queue" data-testid="bo-chat-queue">
          {queue.data?.list.length === 0 && <li className="bo-chat__empty">{t('chat_empty')}</li>}
          {queue.data?.list.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className={`bo-chat__item ${selected === c.id ? 'is-selected' : ''}`}
                onClick={() => setSelected(c.id)}
                data-conversation={c.id}
              >
                <span className="bo-chat__item-head">
                  <strong>{c.name}</strong>
                  {c.isGuest && <em> ({t('chat_guest')})</em>}
                  {c.unread > 0 && (
                    <span className="bo-chat__unread" data-testid="bo-chat-unread">
                      {t('chat_unread', { count: c.unread })}
                    </span>
                  )}
                </span>
                <span className="bo-chat__last">{c.lastText || `[${t('chat_image')}]`}</span>
                <span className="bo-chat__meta">
                  {t(`chat_state_${c.state}`)} · {formatInstant(c.lastAt, i18n.language)}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {selected ? (
          <ConversationPanel key={selected} id={selected} />
        ) : (
          <p className="bo-chat__pick">{t('chat_pick')}</p>
        )}
      </div>
    </section>
  );
}
