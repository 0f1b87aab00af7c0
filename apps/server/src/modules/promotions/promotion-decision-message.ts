import type { TWebLocale } from '@crupier/contract/constants';
import type { Merchant } from '@/modules/merchants/service';
import { inEveryLanguage } from '@/modules/messages/message-language';
import { textIn } from '@/platform/content-language';
import type { PromotionsDeps } from './promotion-deps';
import type { PromotionRow } from './repository';

/**
 * The member's message about an application decision, in every language (the reader gets its own; the
 * merchant's default is the stored title/body). The rejection reason is the staff member's own text.
 */
const DECISION_TEXT: Record<
  TWebLocale,
  Record<'issued' | 'rejected', (title: string, detail: string) => readonly [string, string]>
> = {
  es: {
    issued: (title, amount) => [`Solicitud aprobada: ${title}`, `Se acreditaron ${amount}.`],
    rejected: (title, reason) => [`Solicitud rechazada: ${title}`, `Motivo: ${reason}`],
  },
  en: {
    issued: (title, amount) => [`Application approved: ${title}`, `${amount} was credited.`],
    rejected: (title, reason) => [`Application rejected: ${title}`, `Reason: ${reason}`],
  },
  pt: {
    issued: (title, amount) => [`Solicitação aprovada: ${title}`, `${amount} foram creditados.`],
    rejected: (title, reason) => [`Solicitação recusada: ${title}`, `Motivo: ${reason}`],
  },
  ty: {
    issued: (title, amount) => [`Naaprubahan ang aplikasyon: ${title}`, `Na-credit na ang ${amount}.`],
    rejected: (title, reason) => [`Tinanggihan ang aplikasyon: ${title}`, `Dahilan: ${reason}`],
  },
};

/** A message to the member about the operator's decision; a failed message never undoes the decision. */
export async function tellDecision(
  deps: Pick<PromotionsDeps, 'notify'>,
  merchant: Merchant,
  p: PromotionRow,
  accountId: bigint,
  state: 'issued' | 'rejected',
  detail: string,
) {
  if (!deps.notify) return;
  const fallback = merchant.defaultLanguage;
  const texts = inEveryLanguage((language) =>
    DECISION_TEXT[language][state](textIn(p.titles, language, fallback), detail),
  );
  const own = texts[fallback as TWebLocale] ?? texts.es;
  await deps
    .notify({
      merchantId: merchant.id,
      accountId,
      kind: 'promotion',
      title: own.title,
      body: own.body,
      texts,
    })
    .catch(() => undefined);
}
