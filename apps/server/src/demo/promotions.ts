import type { Db } from '@/db/client';
import { createPromotionsRepository, type PromotionWrite } from '@/modules/promotions/repository';

const DAY = 86_400_000;
const all = (es: string, en: string, pt: string, ty: string) => ({ es, en, pt, ty });

/** The rebate rate table of the demo (percent in hundredths) per game type, VIP levels 0 to 5. */
const REBATE_RATES: Record<string, number[]> = {
  slots: [30, 40, 50, 60, 80, 100],
  fishing: [30, 40, 50, 60, 80, 100],
  other: [20, 25, 30, 40, 50, 60],
  table: [20, 25, 30, 40, 50, 60],
  live: [20, 25, 30, 40, 50, 60],
  sports: [30, 35, 40, 50, 60, 80],
};

type DemoPromotionBase = Omit<PromotionWrite, 'kind' | 'titles' | 'formula' | 'sort'>;

/** The welcome bonus, a free bet and loss cashback. */
function bonusPromotions(base: DemoPromotionBase): PromotionWrite[] {
  return [
    {
      ...base,
      kind: 'deposit_match',
      titles: all(
        'Bono de bienvenida 100 %',
        '100% welcome bonus',
        'Bônus de boas-vindas de 100%',
        '100% bonus sa pagsali',
      ),
      bodies: all(
        '<p>Duplicamos su primer depósito: 100 % hasta $1,000.00. Depósito mínimo $50.00. El bono debe apostarse 5 veces en 30 días (tragamonedas 100 %, mesa 10 %, combinadas deportivas con cuota mayor a 1.50). Primero se juega el dinero real, luego el bono.</p>',
        '<p>We double your first deposit: 100% up to $1,000.00. Minimum deposit $50.00. Wager the bonus 5 times within 30 days (slots 100%, table games 10%, sports combos above odds 1.50). Real money plays first, then the bonus.</p>',
        '<p>Dobramos o seu primeiro depósito: 100% até $1,000.00. Depósito mínimo de $50.00. O bônus deve ser apostado 5 vezes em 30 dias (caça-níqueis 100%, jogos de mesa 10%, múltiplas esportivas com odd acima de 1.50). Primeiro se joga o dinheiro real, depois o bônus.</p>',
        '<p>Dodoblehin namin ang iyong unang deposito: 100% hanggang $1,000.00. Pinakamababang deposito $50.00. Kailangang itaya ang bonus nang 5 beses sa loob ng 30 araw (slots 100%, mga larong mesa 10%, sports combo na may odds na higit 1.50). Unang nilalaro ang totoong pera, saka ang bonus.</p>',
      ),
      imageUrl: '/media/banners/welcome.svg',
      firstDepositOnly: true,
      minDeposit: 50_00n,
      formula: 'deposit_percent',
      percentBp: 10_000,
      maxAmount: 1_000_00n,
      wageringMultiple: 5,
      sort: 0,
    },
    {
      ...base,
      kind: 'free_bet',
      titles: all('Apuesta gratis de $50', '$50 free bet', 'Aposta grátis de $50', 'Libreng taya na $50'),
      bodies: all(
        '<p>Para miembros nuevos (30 días desde el registro): $50.00 de bono para jugar, con 1 vez de apuesta.</p>',
        '<p>For new members (30 days from sign-up): a $50.00 bonus to play, wagered once.</p>',
        '<p>Para novos membros (30 dias desde o cadastro): $50.00 de bônus para jogar, com 1 vez de aposta.</p>',
        '<p>Para sa mga bagong miyembro (30 araw mula sa pagpaparehistro): $50.00 na bonus para maglaro, itataya nang isang beses.</p>',
      ),
      audience: 'new_members',
      newMemberDays: 30,
      formula: 'fixed',
      amount: 50_00n,
      wageringMultiple: 1,
      bonusDays: 7,
      sort: 1,
    },
    {
      ...base,
      kind: 'cashback',
      titles: all(
        'Reembolso del 10 % de sus pérdidas',
        '10% cashback on your losses',
        'Cashback de 10% das suas perdas',
        '10% cashback sa iyong mga talo',
      ),
      bodies: all(
        '<p>Únase y recupere el 10 % de su pérdida neta desde que se unió (mínimo $100.00 de pérdida, hasta $2,000.00). Se paga en efectivo.</p>',
        '<p>Join and get back 10% of your net loss since joining (at least $100.00 lost, up to $2,000.00). Paid as cash.</p>',
        '<p>Participe e recupere 10% da sua perda líquida desde a adesão (perda mínima de $100.00, até $2,000.00). Pago em dinheiro.</p>',
        '<p>Sumali at bawiin ang 10% ng iyong netong talo mula nang sumali (hindi bababa sa $100.00 na talo, hanggang $2,000.00). Ibinibigay bilang cash.</p>',
      ),
      minLoss: 100_00n,
      formula: 'loss_percent',
      percentBp: 1_000,
      maxAmount: 2_000_00n,
      sort: 2,
    },
  ];
}

/** A red envelope, a prize wheel, a golden egg and the daily sign-in. */
function gamePromotions(base: DemoPromotionBase): PromotionWrite[] {
  return [
    {
      ...base,
      kind: 'raffle',
      titles: all(
        'Sobre rojo diario',
        'Daily red envelope',
        'Envelope vermelho diário',
        'Araw-araw na pulang sobre',
      ),
      bodies: all(
        '<p>Abra un sobre rojo cada día: entre $1.00 y $88.00 de bono, con 1 vez de apuesta.</p>',
        '<p>Open a red envelope every day: a $1.00 to $88.00 bonus, wagered once.</p>',
        '<p>Abra um envelope vermelho todo dia: entre $1.00 e $88.00 de bônus, com 1 vez de aposta.</p>',
        '<p>Magbukas ng pulang sobre araw-araw: $1.00 hanggang $88.00 na bonus, itataya nang isang beses.</p>',
      ),
      repeat: 'daily',
      formula: 'random',
      minAmount: 1_00n,
      amount: 88_00n,
      wageringMultiple: 1,
      bonusDays: 3,
      sort: 3,
    },
    {
      ...base,
      kind: 'prize_wheel',
      titles: all('Ruleta de premios', 'Prize wheel', 'Roleta de prêmios', 'Gulong ng premyo'),
      bodies: all(
        '<p>Gire la ruleta una vez al día: $5, $10, $20, $50 o $100 de bono, con 1 vez de apuesta.</p>',
        '<p>Spin the wheel once a day: a $5, $10, $20, $50 or $100 bonus, wagered once.</p>',
        '<p>Gire a roleta uma vez por dia: $5, $10, $20, $50 ou $100 de bônus, com 1 vez de aposta.</p>',
        '<p>Paikutin ang gulong minsan isang araw: $5, $10, $20, $50 o $100 na bonus, itataya nang isang beses.</p>',
      ),
      repeat: 'daily',
      formula: 'prizes',
      prizes: [
        { amount: '5.00', weight: 50 },
        { amount: '10.00', weight: 30 },
        { amount: '20.00', weight: 15 },
        { amount: '50.00', weight: 4 },
        { amount: '100.00', weight: 1 },
      ],
      wageringMultiple: 1,
      bonusDays: 3,
      sort: 4,
    },
    {
      ...base,
      kind: 'golden_egg',
      titles: all('Huevo de oro', 'Golden egg', 'Ovo de ouro', 'Gintong itlog'),
      bodies: all(
        '<p>Rompa un huevo de oro al día tras depositar al menos $100.00 hoy: entre $2.00 y $50.00 en efectivo.</p>',
        '<p>Smash a golden egg a day after depositing at least $100.00 today: $2.00 to $50.00 in cash.</p>',
        '<p>Quebre um ovo de ouro por dia depois de depositar pelo menos $100.00 hoje: entre $2.00 e $50.00 em dinheiro.</p>',
        '<p>Basagin ang isang gintong itlog bawat araw matapos magdeposito ng hindi bababa sa $100.00 ngayong araw: $2.00 hanggang $50.00 na cash.</p>',
      ),
      repeat: 'daily',
      minDeposit: 100_00n,
      formula: 'random',
      minAmount: 2_00n,
      amount: 50_00n,
      sort: 5,
    },
    {
      ...base,
      kind: 'daily_signin',
      titles: all('Registro diario', 'Daily sign-in', 'Check-in diário', 'Araw-araw na pag-check in'),
      bodies: all(
        '<p>Regístrese cada día y reciba $2.00 en efectivo.</p>',
        '<p>Sign in every day and receive $2.00 in cash.</p>',
        '<p>Faça check-in todo dia e receba $2.00 em dinheiro.</p>',
        '<p>Mag-check in araw-araw at tumanggap ng $2.00 na cash.</p>',
      ),
      repeat: 'daily',
      formula: 'fixed',
      amount: 2_00n,
      sort: 6,
    },
  ];
}

/** A turnover mission, a reload needing approval and one starting next week. */
function missionAndReloadPromotions(base: DemoPromotionBase, now: number): PromotionWrite[] {
  return [
    {
      ...base,
      kind: 'mission',
      titles: all(
        'Misión: apueste $1,000',
        'Mission: wager $1,000',
        'Missão: aposte $1,000',
        'Misyon: tumaya ng $1,000',
      ),
      bodies: all(
        '<p>Únase y apueste $1,000.00 en cualquier juego: reciba $30.00 de bono con 1 vez de apuesta.</p>',
        '<p>Join and wager $1,000.00 on any game: receive a $30.00 bonus, wagered once.</p>',
        '<p>Participe e aposte $1,000.00 em qualquer jogo: receba $30.00 de bônus, com 1 vez de aposta.</p>',
        '<p>Sumali at tumaya ng $1,000.00 sa anumang laro: tumanggap ng $30.00 na bonus, itataya nang isang beses.</p>',
      ),
      minTurnover: 1_000_00n,
      formula: 'fixed',
      amount: 30_00n,
      wageringMultiple: 1,
      sort: 7,
    },
    {
      ...base,
      kind: 'deposit_match',
      titles: all(
        'Recarga VIP 50 % (con aprobación)',
        'VIP reload 50% (approval needed)',
        'Recarga VIP 50% (com aprovação)',
        'VIP reload 50% (kailangan ng pag-apruba)',
      ),
      bodies: all(
        '<p>Deposite al menos $500.00 y solicite un 50 % extra hasta $5,000.00. Un operador revisa cada solicitud. Apuesta 10 veces.</p>',
        '<p>Deposit at least $500.00 and apply for 50% extra up to $5,000.00. An operator reviews each application. Wagered 10 times.</p>',
        '<p>Deposite pelo menos $500.00 e solicite 50% extra até $5,000.00. Um operador analisa cada solicitação. Aposta de 10 vezes.</p>',
        '<p>Magdeposito ng hindi bababa sa $500.00 at humiling ng dagdag na 50% hanggang $5,000.00. Sinusuri ng isang operator ang bawat kahilingan. Itataya nang 10 beses.</p>',
      ),
      requiresApproval: true,
      minDeposit: 500_00n,
      formula: 'deposit_percent',
      percentBp: 5_000,
      maxAmount: 5_000_00n,
      wageringMultiple: 10,
      sort: 8,
    },
    {
      ...base,
      kind: 'mission',
      titles: all(
        'Torneo de fin de semana',
        'Weekend tournament',
        'Torneio de fim de semana',
        'Paligsahan sa katapusan ng linggo',
      ),
      bodies: all(
        '<p>Próximamente: apueste $5,000.00 durante el fin de semana y gane $100.00 de bono.</p>',
        '<p>Coming soon: wager $5,000.00 over the weekend and win a $100.00 bonus.</p>',
        '<p>Em breve: aposte $5,000.00 durante o fim de semana e ganhe $100.00 de bônus.</p>',
        '<p>Malapit na: tumaya ng $5,000.00 sa katapusan ng linggo at manalo ng $100.00 na bonus.</p>',
      ),
      startsAt: new Date(now + 7 * DAY),
      endsAt: new Date(now + 9 * DAY),
      minTurnover: 5_000_00n,
      formula: 'fixed',
      amount: 100_00n,
      wageringMultiple: 3,
      sort: 9,
    },
  ];
}

/**
 * Demo promotions (issue 15), in es, en, pt and ty, one of every kind: the 100 % welcome bonus the home banner
 * promises (first deposit, 5× wagering), a free bet for new members, loss cashback, a daily red envelope
 * (MCS2_claimRafflePromotion), a prize wheel, a golden egg, a daily sign-in, a turnover mission, a reload
 * that needs an operator's approval and one that starts next week; and the rebate rates. Idempotent: a
 * merchant that already has promotions is left alone.
 */
export async function seedDemoPromotions(db: Db, merchantId: number) {
  const repo = createPromotionsRepository(db);
  if ((await repo.count(merchantId)) > 0) return;
  const now = Date.now();
  const base = {
    bodies: {},
    imageUrl: null,
    audience: 'all',
    vipLevels: [],
    newMemberDays: null,
    agentAccountId: null,
    startsAt: new Date(now - DAY),
    endsAt: null,
    requiresApproval: false,
    repeat: 'once',
    minDeposit: null,
    firstDepositOnly: false,
    minTurnover: null,
    minLoss: null,
    amount: null,
    minAmount: null,
    percentBp: null,
    maxAmount: null,
    prizes: [],
    wageringMultiple: 0,
    bonusDays: 30,
  } satisfies Omit<PromotionWrite, 'kind' | 'titles' | 'formula' | 'sort'>;
  const promotions: PromotionWrite[] = [
    ...bonusPromotions(base),
    ...gamePromotions(base),
    ...missionAndReloadPromotions(base, now),
  ];
  for (const p of promotions) await repo.insert(merchantId, p);

  const rates = Object.entries(REBATE_RATES).flatMap(([gameType, byLevel]) =>
    byLevel.map((rateBp, vipLevel) => ({ gameType, vipLevel, rateBp })),
  );
  await repo.replaceRebateRates(merchantId, rates);
}
