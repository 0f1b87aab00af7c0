import type { TWebLocale } from '@crupier/contract/constants';

/**
 * The member's message about a redemption decision, in every language (the reader gets its own; the
 * stored title/body are the deciding staff member's language). The rejection reason is the staff's text.
 */
export const DECISION_TEXT: Record<
  TWebLocale,
  {
    approved: (reward: string) => readonly [string, string];
    rejected: (reward: string, reason: string) => readonly [string, string];
  }
> = {
  es: {
    approved: (reward) => [`Canje aprobado: ${reward}`, 'Su canje fue aprobado y está en camino.'],
    rejected: (reward, reason) => [
      `Canje rechazado: ${reward}`,
      `Motivo: ${reason}. Sus puntos fueron devueltos.`,
    ],
  },
  en: {
    approved: (reward) => [
      `Redemption approved: ${reward}`,
      'Your redemption was approved and is on its way.',
    ],
    rejected: (reward, reason) => [
      `Redemption rejected: ${reward}`,
      `Reason: ${reason}. Your points were given back.`,
    ],
  },
  pt: {
    approved: (reward) => [`Resgate aprovado: ${reward}`, 'Seu resgate foi aprovado e está a caminho.'],
    rejected: (reward, reason) => [
      `Resgate recusado: ${reward}`,
      `Motivo: ${reason}. Seus pontos foram devolvidos.`,
    ],
  },
  ty: {
    approved: (reward) => [
      `Naaprubahan ang redemption: ${reward}`,
      'Naaprubahan ang iyong redemption at papunta na ito sa iyo.',
    ],
    rejected: (reward, reason) => [
      `Tinanggihan ang redemption: ${reward}`,
      `Dahilan: ${reason}. Naibalik na ang iyong mga puntos.`,
    ],
  },
};
