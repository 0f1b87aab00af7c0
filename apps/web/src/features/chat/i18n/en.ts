import type { TChatLocale } from './es';

const chatEn: TChatLocale = {
  chat_title: 'Live support',
  chat_guest_intro: 'Write to us and our support team will answer. What is your name?',
  chat_name: 'Your name',
  chat_name_invalid: 'Enter a name of 2 to 40 characters.',
  chat_start: 'Start chat',
  chat_placeholder: 'Write your message…',
  chat_send: 'Send',
  chat_attach: 'Attach image',
  chat_remove_image: 'Remove image',
  chat_image_rule: 'PNG or JPEG only, up to 5 MB.',
  chat_empty: 'How can we help? Write your question.',
  chat_online: 'Support online',
  chat_offline:
    'Nobody is online right now: leave your message and we will answer here and in your messages.',
  chat_ticket: 'Your request has been recorded. We will answer soon.',
  chat_closed: 'The conversation was closed. Write to open a new one.',
  chat_reconnecting: 'Reconnecting…',
  chat_older: 'Earlier messages',
  chat_you: 'You',
  chat_support: 'Support',
  chat_other_channels: 'You can also reach us on',
  chat_send_failed: 'The message could not be sent.',
  chat_loading: 'Loading…',
  chat_load_failed: 'The chat could not be loaded.',
  chat_retry: 'Retry',
  chat_image_alt: 'Attached image',
  chat_unread: '{{count}} unread',
};
export default chatEn;
