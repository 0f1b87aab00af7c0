import {
  CHAT_MAX_TEXT,
  type TChatEvent,
  type TChatMessage,
  type TChatRoom,
  type TChatState,
  ZChatGuestRequest,
} from '@crupier/contract/chat';
import { FEEDBACK_MAX_IMAGE_BYTES } from '@crupier/contract/member-centre';
import type { TCustomerService } from '@crupier/contract/system';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  currentSide,
  fetchImage,
  fetchRoom,
  markRead,
  readGuest,
  readImageFile,
  saveGuest,
  sendMessage,
  startGuest,
  type TChatSide,
} from '@/api/chat';
import { connectChat } from '@/api/chat-socket';
import { getToken, useSession } from '@/api/session';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Svg } from '@/components/ui/icons';
import { decodeCustomerServicePath } from '@/lib/decode-cs-path';
import './chat-room.css';

/** The channel types the chat room itself replaces; any other entry (Telegram, WhatsApp…) stays a link. */
const BUILT_IN = new Set(['LIVECHAT', 'CHAT']);

const sideKey = (side: TChatSide | null) =>
  side ? (side.kind === 'member' ? 'member' : side.guestToken) : 'none';

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

function OtherChannels({ entries }: { entries: readonly TCustomerService[] }) {
  const { t } = useTranslation('chat');
  const links = useQuery({
    queryKey: ['chat', 'channels', entries.map((e) => e.path).join(',')],
    queryFn: async () => {
      const out: { name: string; url: string; csType: string }[] = [];
      for (const entry of entries.filter((e) => !BUILT_IN.has(e.csType))) {
        const url = await decodeCustomerServicePath(entry.path).catch(() => null);
        if (url && /^https?:\/\//.test(url)) out.push({ name: entry.name, url, csType: entry.csType });
      }
      return out;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!links.data?.length) return null;
  return (
    <div className="chat-channels" data-testid="chat-channels">
      <span>{t('chat_other_channels')}</span>
      {links.data.map((link) => (
        <a
          key={link.url}
          className="chat-channels__link"
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          data-cs-type={link.csType}
        >
          {link.name}
        </a>
      ))}
    </div>
  );
}

function GuestNameForm({ onStarted }: { onStarted: () => void }) {
  const { t } = useTranslation('chat');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZChatGuestRequest.safeParse({ name });
    if (!parsed.success) {
      setError(t('chat_name_invalid'));
      return;
    }
    setSending(true);
    try {
      saveGuest(await startGuest(parsed.data.name));
      onStarted();
    } catch {
      setError(t('chat_load_failed'));
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="form chat-guest" onSubmit={submit} noValidate data-testid="chat-guest-form">
      <p>{t('chat_guest_intro')}</p>
      <label className="field">
        <span className="field__label">{t('chat_name')}</span>
        <input
          className="input"
          value={name}
          maxLength={40}
          autoComplete="name"
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error !== null}
          name="chat-name"
        />
      </label>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" disabled={isSending}>
        {t('chat_start')}
      </Button>
    </form>
  );
}

function StatusLine({
  state,
  staffOnline,
  isConnected,
}: {
  state: TChatState | null;
  staffOnline: boolean;
  isConnected: boolean;
}) {
  const { t } = useTranslation('chat');
  if (!isConnected) return <p className="chat-status chat-status--warn">{t('chat_reconnecting')}</p>;
  if (state === 'closed') return <p className="chat-status">{t('chat_closed')}</p>;
  if (state === 'ticket') return <p className="chat-status chat-status--warn">{t('chat_ticket')}</p>;
  if (!staffOnline) return <p className="chat-status chat-status--warn">{t('chat_offline')}</p>;
  return (
    <p className="chat-status chat-status--online" data-testid="chat-online">
      {t('chat_online')}
    </p>
  );
}

function Conversation({ side }: { side: TChatSide }) {
  const { t, i18n } = useTranslation('chat');
  const client = useQueryClient();
  const key = sideKey(side);
  const roomKey = useMemo(() => ['chat', 'room', key], [key]);
  const room = useQuery({ queryKey: roomKey, queryFn: () => fetchRoom(side), retry: false });
  const [older, setOlder] = useState<TChatMessage[]>([]);
  const [hasMoreOlder, setHasMoreOlder] = useState<boolean | null>(null);
  const [live, setLive] = useState<TChatMessage[]>([]);
  const [state, setState] = useState<TChatState | null>(null);
  const [isConnected, setConnected] = useState(true);
  const [text, setText] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  // Live events: a new message (ours from another tab, or the staff's answer) and state changes.
  useEffect(() => {
    const token = getToken();
    const guest = readGuest();
    const hello =
      side.kind === 'member' && token
        ? ({ type: 'member', token } as const)
        : side.kind === 'guest' && guest
          ? ({ type: 'guest', guestToken: guest.guestToken } as const)
          : null;
    if (!hello) return;
    return connectChat({
      hello,
      onConnected: setConnected,
      // After a reconnection, what arrived meanwhile comes with the room.
      onReady: () => void client.invalidateQueries({ queryKey: roomKey }),
      onEvent: (event: TChatEvent) => {
        if (event.type === 'chat.message') setLive((list) => [...list, event.message]);
        if (event.type === 'chat.state') setState(event.state);
      },
    });
  }, [side.kind, client, roomKey]);

  const messages = useMemo(() => {
    const all = new Map<string, TChatMessage>();
    for (const m of [...older, ...(room.data?.messages ?? []), ...live]) all.set(m.id, m);
    return [...all.values()].sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)));
  }, [older, room.data, live]);
  const lastId = messages.at(-1)?.id;
  const conversationState = state ?? room.data?.conversation?.state ?? null;

  // New messages scroll into view, and the staff's messages count as read while the room is open.
  useEffect(() => {
    if (!lastId) return;
    listRef.current?.lastElementChild?.scrollIntoView({ block: 'end' });
    void markRead(side)
      .then(() => client.invalidateQueries({ queryKey: ['chat', 'unread'] }))
      .catch(() => undefined);
  }, [lastId, side, client]);

  const loadOlder = async () => {
    const first = messages[0];
    if (!first) return;
    const page: TChatRoom = await fetchRoom(side, first.id);
    setOlder((list) => [...page.messages, ...list]);
    setHasMoreOlder(page.hasMore);
  };

  const pick = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (!['image/png', 'image/jpeg'].includes(file.type) || file.size > FEEDBACK_MAX_IMAGE_BYTES) {
      setError(t('chat_image_rule'));
      return;
    }
    setImage(await readImageFile(file));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((!text.trim() && !image) || isSending) return;
    setSending(true);
    setError(null);
    try {
      const sent = await sendMessage(side, { text: text.trim(), ...(image ? { image } : {}) });
      setLive((list) => [...list, sent.message]);
      setText('');
      setImage(null);
      if (fileRef.current) fileRef.current.value = '';
      void client.invalidateQueries({ queryKey: roomKey });
      setState(null);
    } catch {
      setError(t('chat_send_failed'));
    } finally {
      setSending(false);
    }
  };

  if (room.isPending) return <p className="chat-status">{t('chat_loading')}</p>;
  if (room.isError) {
    return (
      <div className="chat-status">
        <p>{t('chat_load_failed')}</p>
        <Button variant="secondary" onClick={() => void room.refetch()}>
          {t('chat_retry')}
        </Button>
      </div>
    );
  }

  const showOlder = hasMoreOlder ?? room.data.hasMore;
  return (
    <div className="chat-room__body">
      <StatusLine state={conversationState} staffOnline={room.data.staffOnline} isConnected={isConnected} />
      <div className="chat-room__scroll">
        {showOlder && (
          <Button variant="ghost" size="sm" onClick={() => void loadOlder()}>
            {t('chat_older')}
          </Button>
        )}
        {messages.length === 0 && <p className="chat-empty">{t('chat_empty')}</p>}
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
      </div>
      <form className="chat-composer" onSubmit={submit} data-testid="chat-composer">
        {image && (
          <div className="chat-composer__preview">
            <img src={image} alt={t('chat_image_alt')} />
            <Button variant="ghost" size="sm" onClick={() => setImage(null)}>
              {t('chat_remove_image')}
            </Button>
          </div>
        )}
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        <div className="chat-composer__row">
          <label className="icon-btn chat-composer__attach" title={t('chat_attach')}>
            <Svg>
              <path d="m21.44 11.05-9.19 9.19a6 6 0 0 1-8.49-8.49l8.57-8.57A4 4 0 1 1 18 8.84l-8.59 8.57a2 2 0 0 1-2.83-2.83l8.49-8.48" />
            </Svg>
            <span className="visually-hidden">{t('chat_attach')}</span>
            <input
              ref={fileRef}
              type="file"
              accept="image/png,image/jpeg"
              hidden
              data-testid="chat-attach"
              onChange={(e) => void pick(e.target.files?.[0])}
            />
          </label>
          <textarea
            className="input chat-composer__text"
            rows={1}
            maxLength={CHAT_MAX_TEXT}
            placeholder={t('chat_placeholder')}
            aria-label={t('chat_placeholder')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
          />
          <Button type="submit" disabled={isSending || (!text.trim() && !image)}>
            {t('chat_send')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The chat room modal (spec §2): full screen on a phone, a panel on a desktop. */
export default function ChatRoom({
  customerService,
  onClose,
}: {
  customerService: readonly TCustomerService[];
  onClose: () => void;
}) {
  const { t } = useTranslation('chat');
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const [guestVersion, setGuestVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new guest name changes the side
  const side = useMemo(() => currentSide(), [isLoggedIn, guestVersion]);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('chat_title')}
      size="lg"
      testId="chat-room"
      closeOnCover={false}
    >
      <div className="chat-room">
        {side ? (
          <Conversation key={sideKey(side)} side={side} />
        ) : (
          <GuestNameForm onStarted={() => setGuestVersion((v) => v + 1)} />
        )}
        <OtherChannels entries={customerService} />
      </div>
    </Dialog>
  );
}
