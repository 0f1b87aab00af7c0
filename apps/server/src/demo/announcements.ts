import type { Db } from '../db/client';
import { announcements } from '../db/schema';

/** Demo banners (artwork served by the server), notices, popups and promotions in es and en. */
export async function seedDemoAnnouncements(db: Db, merchantId: number) {
  const both = (es: string, en: string) => ({ es, en });
  await db.insert(announcements).values([
    {
      merchantId,
      type: 'B',
      groupName: 'w_home',
      titles: both('Bono de bienvenida 100 %', '100% welcome bonus'),
      imageUrl: '/media/banners/welcome.svg',
      linkUrl: '/promotions',
      sort: 0,
    },
    {
      merchantId,
      type: 'B',
      groupName: 'w_home',
      titles: both('Torneo de tragamonedas', 'Slots tournament'),
      imageUrl: '/media/banners/tournament.svg',
      linkUrl: '/rng',
      sort: 1,
    },
    {
      merchantId,
      type: 'B',
      groupName: 'w_home',
      titles: both('Casino en vivo 24/7', 'Live casino 24/7'),
      imageUrl: '/media/banners/live.svg',
      linkUrl: '/live',
      sort: 2,
    },
    {
      merchantId,
      type: 'B',
      groupName: 'w_forget',
      titles: both('Recupere su cuenta en un minuto', 'Recover your account in a minute'),
      imageUrl: '/media/banners/recover.svg',
      sort: 0,
    },
    {
      merchantId,
      type: 'PL',
      titles: both(
        'Mantenimiento programado el lunes a las 04:00 (GMT-6).',
        'Scheduled maintenance on Monday at 04:00 (GMT-6).',
      ),
      contents: both(
        '<p>Los juegos en vivo no estarán disponibles durante 30 minutos.</p>',
        '<p>Live games will be unavailable for 30 minutes.</p>',
      ),
      sort: 0,
    },
    {
      merchantId,
      type: 'PL',
      titles: both('¡Nuevos juegos de Aurora Reels cada semana!', 'New Aurora Reels games every week!'),
      contents: both(
        '<p>Descubra los estrenos en la sección de tragamonedas.</p>',
        '<p>Find the new releases in the slots section.</p>',
      ),
      sort: 1,
    },
    {
      merchantId,
      type: 'PU',
      execution: 'B',
      titles: both('Bienvenido a Crupier', 'Welcome to Crupier'),
      contents: both(
        '<p>Regístrese y reciba un bono del 100 % en su primer depósito.</p>',
        '<p>Sign up and get a 100% bonus on your first deposit.</p>',
      ),
      promotionType: 'WELCOME',
      sort: 0,
    },
    {
      merchantId,
      type: 'PU',
      execution: 'A',
      titles: both('Reembolso semanal', 'Weekly cashback'),
      contents: both(
        '<p>Cada lunes le devolvemos el 5 % de sus pérdidas.</p>',
        '<p>Every Monday we return 5% of your losses.</p>',
      ),
      promotionType: 'CASHBACK',
      sort: 1,
    },
    {
      merchantId,
      type: 'PR',
      titles: both('Bono de recarga del fin de semana', 'Weekend reload bonus'),
      contents: both('<p>50 % hasta $2,000 cada sábado.</p>', '<p>50% up to $2,000 every Saturday.</p>'),
      promotionType: 'RELOAD',
      sort: 0,
    },
  ]);
}
