import type { TChatMessage } from '@crupier/contract/chat';
import { useQuery } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchImage, type TChatSide } from '@/api/chat';

function timeOf(at: string, language: string) {
  const date = new Date(at);
  const sameDay = new Date().toDateString() === date.toDateString();
  return new Intl.DateTimeFormat(language, {
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

function ChatImage({ side, messageId }: { side: TChatSide; messageId: string }) {
  const { t } = useTranslation('chat');
  const image = useQuery({
    queryKey: ['chat', 'image', messageId],
    queryFn: () => fetchImage(side, messageId),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (!image.data) return <span className="chat-msg__image chat-msg__image--loading" />;
  return (
    <a href={image.data} target="_blank" rel="noreferrer">
      <img className="chat-msg__image" src={image.data} alt={t('chat_image_alt')} />
    </a>
  );
}

/** The conversation's messages, oldest first: who, the image, the text and when. */
export function MessageList({
  side,
  messages,
  listRef,
}: {
  side: TChatSide;
  messages: TChatMessage[];
  listRef: RefObject<HTMLOListElement | null>;
}) {
  const { t, i18n } = useTranslation('chat');
  return (
    <ol className="chat-list" ref={listRef} data-testid="chat-messages">
      {messages.map((m) => {
        const isMine = m.author !== 'staff';
        return (
          <li
            key={m.id}
            className={`chat-msg ${isMine ? 'chat-msg--mine' : 'chat-msg--staff'}`}
            data-author={m.author}
          >
            <span className="chat-msg__who">
              {isMine ? t('chat_you') : (m.staffName ?? t('chat_support'))}
            </span>
            {m.hasImage && <ChatImage side={side} messageId={m.id} />}
            {m.text && <p className="chat-msg__text">{m.text}</p>}
            <time className="chat-msg__time" dateTime={m.at}>
              {timeOf(m.at, i18n.language)}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
