import type { Db } from '@/db/client';
import { announcements } from '@/db/schema';

type AnnouncementInsert = typeof announcements.$inferInsert;

const all = (es: string, en: string, pt: string, ty: string) => ({ es, en, pt, ty });

/** Home and forgotten-password banners. */
function demoBanners(merchantId: number): AnnouncementInsert[] {
  return [
    {
      merchantId,
      type: 'B',
      groupName: 'w_home',
      titles: all(
        'Bono de bienvenida 100 %',
        '100% welcome bonus',
        'Bônus de boas-vindas de 100%',
        '100% bonus sa pagsali',
      ),
      imageUrl: '/media/banners/welcome.svg',
      linkUrl: '/promotions',
      sort: 0,
    },
    {
      merchantId,
      type: 'B',
      groupName: 'w_home',
      titles: all(
        'Torneo de tragamonedas',
        'Slots tournament',
        'Torneio de caça-níqueis',
        'Paligsahan sa slots',
      ),
      imageUrl: '/media/banners/tournament.svg',
      linkUrl: '/rng',
      sort: 1,
    },
    {
      merchantId,
      type: 'B',
      groupName: 'w_home',
      titles: all('Casino en vivo 24/7', 'Live casino 24/7', 'Cassino ao vivo 24/7', 'Live na casino 24/7'),
      imageUrl: '/media/banners/live.svg',
      linkUrl: '/live',
      sort: 2,
    },
    {
      merchantId,
      type: 'B',
      groupName: 'w_forget',
      titles: all(
        'Recupere su cuenta en un minuto',
        'Recover your account in a minute',
        'Recupere sua conta em um minuto',
        'Mabawi ang iyong account sa loob ng isang minuto',
      ),
      imageUrl: '/media/banners/recover.svg',
      sort: 0,
    },
  ];
}

/** Notices, popups and promotion announcements. */
function demoNotices(merchantId: number): AnnouncementInsert[] {
  return [
    {
      merchantId,
      type: 'PL',
      titles: all(
        'Mantenimiento programado el lunes a las 04:00 (GMT-6).',
        'Scheduled maintenance on Monday at 04:00 (GMT-6).',
        'Manutenção programada na segunda-feira às 04:00 (GMT-6).',
        'Nakatakdang maintenance sa Lunes, 04:00 (GMT-6).',
      ),
      contents: all(
        '<p>Los juegos en vivo no estarán disponibles durante 30 minutos.</p>',
        '<p>Live games will be unavailable for 30 minutes.</p>',
        '<p>Os jogos ao vivo ficarão indisponíveis por 30 minutos.</p>',
        '<p>Hindi magagamit ang mga live na laro sa loob ng 30 minuto.</p>',
      ),
      sort: 0,
    },
    {
      merchantId,
      type: 'PL',
      titles: all(
        '¡Nuevos juegos de Aurora Reels cada semana!',
        'New Aurora Reels games every week!',
        'Novos jogos da Aurora Reels toda semana!',
        'Mga bagong laro ng Aurora Reels linggo-linggo!',
      ),
      contents: all(
        '<p>Descubra los estrenos en la sección de tragamonedas.</p>',
        '<p>Find the new releases in the slots section.</p>',
        '<p>Descubra os lançamentos na seção de caça-níqueis.</p>',
        '<p>Tuklasin ang mga bagong labas sa seksiyon ng slots.</p>',
      ),
      sort: 1,
    },
    {
      merchantId,
      type: 'PU',
      execution: 'B',
      titles: all(
        'Bienvenido a Crupier',
        'Welcome to Crupier',
        'Bem-vindo ao Crupier',
        'Maligayang pagdating sa Crupier',
      ),
      contents: all(
        '<p>Regístrese y reciba un bono del 100 % en su primer depósito.</p>',
        '<p>Sign up and get a 100% bonus on your first deposit.</p>',
        '<p>Cadastre-se e ganhe um bônus de 100% no seu primeiro depósito.</p>',
        '<p>Magparehistro at tumanggap ng 100% bonus sa iyong unang deposito.</p>',
      ),
      promotionType: 'WELCOME',
      sort: 0,
    },
    {
      merchantId,
      type: 'PU',
      execution: 'A',
      titles: all('Reembolso semanal', 'Weekly cashback', 'Cashback semanal', 'Lingguhang cashback'),
      contents: all(
        '<p>Cada lunes le devolvemos el 5 % de sus pérdidas.</p>',
        '<p>Every Monday we return 5% of your losses.</p>',
        '<p>Toda segunda-feira devolvemos 5% das suas perdas.</p>',
        '<p>Tuwing Lunes, ibinabalik namin ang 5% ng iyong mga talo.</p>',
      ),
      promotionType: 'CASHBACK',
      sort: 1,
    },
    {
      merchantId,
      type: 'PR',
      titles: all(
        'Bono de recarga del fin de semana',
        'Weekend reload bonus',
        'Bônus de recarga de fim de semana',
        'Reload bonus tuwing katapusan ng linggo',
      ),
      contents: all(
        '<p>50 % hasta $2,000 cada sábado.</p>',
        '<p>50% up to $2,000 every Saturday.</p>',
        '<p>50% até $2,000 todo sábado.</p>',
        '<p>50% hanggang $2,000 tuwing Sabado.</p>',
      ),
      promotionType: 'RELOAD',
      sort: 0,
    },
  ];
}

/**
 * Demo banners (artwork served by the server, without text: the page draws the title), notices, popups
 * and promotions in es, en, pt and ty.
 */
export async function seedDemoAnnouncements(db: Db, merchantId: number) {
  await db.insert(announcements).values([...demoBanners(merchantId), ...demoNotices(merchantId)]);
}
