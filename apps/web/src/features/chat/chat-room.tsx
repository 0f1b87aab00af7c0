import type { TCustomerService } from '@crupier/contract/system';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentSide, type TChatSide } from '@/api/chat';
import { useSession } from '@/api/session';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ChatComposer } from './chat-composer';
import { MessageList } from './chat-messages';
import { GuestNameForm, OtherChannels, StatusLine } from './chat-parts';
import { sideKey, useChatRoom } from './use-chat-room';
import './chat-room.css';

function Conversation({ side }: { side: TChatSide }) {
  const { t } = useTranslation('chat');
  const chat = useChatRoom(side);
  const { room, messages } = chat;

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

  return (
    <div className="chat-room__body">
      <StatusLine
        state={chat.conversationState}
        staffOnline={room.data.staffOnline}
        isConnected={chat.isConnected}
      />
      <div className="chat-room__scroll">
        {chat.showOlder && (
          <Button variant="ghost" size="sm" onClick={() => void chat.loadOlder()}>
            {t('chat_older')}
          </Button>
        )}
        {messages.length === 0 && <p className="chat-empty">{t('chat_empty')}</p>}
        <MessageList side={side} messages={messages} listRef={chat.listRef} />
      </div>
      <ChatComposer side={side} onSent={chat.sent} />
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
