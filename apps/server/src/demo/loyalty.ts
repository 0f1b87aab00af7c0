import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { loyaltySettings, missions, pointRewards, vipLevels } from '@/db/schema-loyalty';

/** The VIP level names in Portuguese and Filipino, by level (es and en are beside each level). */
const VIP_NAMES_PT_TY: Record<number, { pt: string; ty: string }> = {
  1: { pt: 'VIP 1 Bronze', ty: 'VIP 1 Tanso' },
  2: { pt: 'VIP 2 Prata', ty: 'VIP 2 Pilak' },
  3: { pt: 'VIP 3 Ouro', ty: 'VIP 3 Ginto' },
  4: { pt: 'VIP 4 Platina', ty: 'VIP 4 Platino' },
  5: { pt: 'VIP 5 Diamante', ty: 'VIP 5 Diyamante' },
};

type RewardInsert = typeof pointRewards.$inferInsert;
type MissionInsert = typeof missions.$inferInsert;

/** The points-mall catalogue: cash, a bonus and physical items. */
function demoRewards(merchantId: number): RewardInsert[] {
  return [
    {
      merchantId,
      kind: 'cash',
      name: { es: 'Efectivo $5', en: '$5 cash', pt: '$5 em dinheiro', ty: '$5 na cash' },
      description: {
        es: 'Se acredita al instante en su billetera.',
        en: 'Credited to your wallet at once.',
        pt: 'Creditado na hora na sua carteira.',
        ty: 'Agad na papasok sa iyong wallet.',
      },
      points: 50,
      amount: 5_00n,
      sort: 0,
    },
    {
      merchantId,
      kind: 'cash',
      name: { es: 'Efectivo $25', en: '$25 cash', pt: '$25 em dinheiro', ty: '$25 na cash' },
      description: {
        es: 'Se acredita al instante en su billetera.',
        en: 'Credited to your wallet at once.',
        pt: 'Creditado na hora na sua carteira.',
        ty: 'Agad na papasok sa iyong wallet.',
      },
      points: 240,
      amount: 25_00n,
      sort: 1,
    },
    {
      merchantId,
      kind: 'bonus',
      name: { es: 'Bono de $50', en: '$50 bonus', pt: 'Bônus de $50', ty: '$50 na bonus' },
      description: {
        es: 'Bono con requisito de apuesta; lo revisa el operador.',
        en: 'Bonus with a wagering requirement; reviewed by the operator.',
        pt: 'Bônus com requisito de aposta; analisado pelo operador.',
        ty: 'Bonus na may kailangang taya; sinusuri ng operator.',
      },
      points: 400,
      amount: 50_00n,
      sort: 2,
    },
    {
      merchantId,
      kind: 'item',
      name: { es: 'Gorra Crupier', en: 'Crupier cap', pt: 'Boné Crupier', ty: 'Sumbrerong Crupier' },
      description: {
        es: 'Envío a domicilio en 10 días hábiles.',
        en: 'Home delivery within 10 working days.',
        pt: 'Entrega em domicílio em até 10 dias úteis.',
        ty: 'Ihahatid sa bahay sa loob ng 10 araw ng trabaho.',
      },
      points: 300,
      stock: 50,
      sort: 3,
    },
    {
      merchantId,
      kind: 'item',
      name: {
        es: 'Audífonos inalámbricos',
        en: 'Wireless earphones',
        pt: 'Fones de ouvido sem fio',
        ty: 'Wireless na earphones',
      },
      description: {
        es: 'Envío a domicilio en 10 días hábiles.',
        en: 'Home delivery within 10 working days.',
        pt: 'Entrega em domicílio em até 10 dias úteis.',
        ty: 'Ihahatid sa bahay sa loob ng 10 araw ng trabaho.',
      },
      points: 2500,
      stock: 10,
      sort: 4,
    },
  ];
}

/** Six VIP levels (the research brief's illustrative ladder). */
async function seedDemoVipLevels(db: Db, merchantId: number) {
  const level = (
    n: number,
    es: string,
    en: string,
    minTurnover: bigint,
    minDeposits: bigint,
    keepTurnover: bigint,
    rebateRateBp: number,
    dailyWithdrawalLimit: bigint,
    birthdayBonus: bigint,
    levelUpBonus: bigint,
  ) => ({
    merchantId,
    level: n,
    name: { es, en, ...VIP_NAMES_PT_TY[n] },
    minTurnover,
    minDeposits,
    keepTurnover,
    rebateRateBp,
    dailyWithdrawalLimit,
    dailyWithdrawalCount: 3 + n,
    birthdayBonus,
    levelUpBonus,
  });
  await db
    .insert(vipLevels)
    .values([
      level(1, 'VIP 1 Bronce', 'VIP 1 Bronze', 100_00n, 0n, 30_00n, 40, 100_000_00n, 18_00n, 5_00n),
      level(
        2,
        'VIP 2 Plata',
        'VIP 2 Silver',
        50_000_00n,
        5_000_00n,
        15_000_00n,
        50,
        200_000_00n,
        38_00n,
        58_00n,
      ),
      level(
        3,
        'VIP 3 Oro',
        'VIP 3 Gold',
        200_000_00n,
        20_000_00n,
        60_000_00n,
        60,
        500_000_00n,
        88_00n,
        188_00n,
      ),
      level(
        4,
        'VIP 4 Platino',
        'VIP 4 Platinum',
        1_000_000_00n,
        80_000_00n,
        300_000_00n,
        80,
        1_000_000_00n,
        288_00n,
        588_00n,
      ),
      level(
        5,
        'VIP 5 Diamante',
        'VIP 5 Diamond',
        5_000_000_00n,
        300_000_00n,
        1_500_000_00n,
        100,
        3_000_000_00n,
        888_00n,
        1_888_00n,
      ),
    ])
    .onConflictDoNothing();
}

/** Daily and weekly missions. */
function demoMissions(merchantId: number): MissionInsert[] {
  return [
    {
      merchantId,
      period: 'daily',
      kind: 'rounds',
      target: 10n,
      rewardPoints: 20,
      name: {
        es: 'Juegue 10 rondas hoy',
        en: 'Play 10 rounds today',
        pt: 'Jogue 10 rodadas hoje',
        ty: 'Maglaro ng 10 round ngayon',
      },
      sort: 0,
    },
    {
      merchantId,
      period: 'daily',
      kind: 'win_streak',
      target: 3n,
      rewardPoints: 30,
      name: {
        es: 'Gane 3 rondas seguidas',
        en: 'Win 3 rounds in a row',
        pt: 'Ganhe 3 rodadas seguidas',
        ty: 'Manalo ng 3 sunod-sunod na round',
      },
      sort: 1,
    },
    {
      merchantId,
      period: 'weekly',
      kind: 'slot_wager',
      target: 500_00n,
      rewardPoints: 100,
      name: {
        es: 'Apueste $500 en tragamonedas esta semana',
        en: 'Wager $500 on slots this week',
        pt: 'Aposte $500 em caça-níqueis esta semana',
        ty: 'Tumaya ng $500 sa slots ngayong linggo',
      },
      sort: 2,
    },
    {
      merchantId,
      period: 'weekly',
      kind: 'rounds',
      target: 100n,
      rewardPoints: 150,
      name: {
        es: 'Juegue 100 rondas esta semana',
        en: 'Play 100 rounds this week',
        pt: 'Jogue 100 rodadas esta semana',
        ty: 'Maglaro ng 100 round ngayong linggo',
      },
      sort: 3,
    },
  ];
}

/**
 * Demo loyalty programme (issue 15), in es, en, pt and ty: point rules (1 point per 10.00 of valid turnover,
 * 100 points = 1.00), a rewards catalogue (cash, a bonus, physical items), six VIP levels (the research
 * brief's illustrative ladder), daily and weekly missions, and a referral reward. Idempotent: a merchant
 * that already has a catalogue is left alone.
 */
export async function seedDemoLoyalty(db: Db, merchantId: number) {
  const existing = await db
    .select({ id: pointRewards.id })
    .from(pointRewards)
    .where(eq(pointRewards.merchantId, merchantId))
    .limit(1);
  if (existing.length > 0) return;

  await db
    .insert(loyaltySettings)
    .values({
      merchantId,
      turnoverPerPoint: 10_00n,
      convertPoints: 100,
      convertAmount: 1_00n,
      minConvertPoints: 100,
      referralReward: 50_00n,
      referralMinDeposit: 200_00n,
      referralMinTurnover: 500_00n,
      referralWindowDays: 30,
    })
    .onConflictDoNothing();

  await db.insert(pointRewards).values(demoRewards(merchantId));

  await seedDemoVipLevels(db, merchantId);

  await db.insert(missions).values(demoMissions(merchantId));
}
