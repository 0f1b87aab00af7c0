import type { Db } from '@/db/client';
import { customerService, domainRoutes, helpArticles, resources } from '@/db/schema';
import { createMerchantRepository } from '@/modules/merchants/repository';
import { DEMO_INITIAL_PASSWORD, seedDemoAccounts } from './accounts';
import { seedDemoAgents } from './agents';
import { seedDemoAnnouncements } from './announcements';
import { seedDemoCatalog } from './catalog';
import { DEMO_CUSTOMER_SERVICE, DEMO_HELP, DEMO_RESOURCES } from './content';
import { seedDemoLoyalty } from './loyalty';
import { seedDemoPaymentMethods } from './payments';
import { seedDemoPromotions } from './promotions';
import { seedDemoVendor } from './vendor';

export const DEMO_MERCHANT_CODE = 'demo';
export const SECOND_MERCHANT_CODE = 'lucky';

const DEMO_WHITELABEL = {
  MOBILENUMREG3: true,
  REGMOBVERF3: true,
  MOBILENUMPASSREG3: true,
  FREEPLAY3: true,
  PWDEXPFORCECHANGE3: true,
  MOBILEVERCODELOGIN3: true,
  USERNAMEREG3: true,
  FORGOTPWDMOBILE3: true,
  REFERRAL3: true,
};

/** Seeds the demo merchant and a second brand. Safe to run at every start: existing data is kept. */
export async function seedDemo(db: Db, options: { catalogSize: number } = { catalogSize: 2_400 }) {
  const merchants = createMerchantRepository(db);
  const seeded = await merchants.findByCode(DEMO_MERCHANT_CODE);
  if (seeded) {
    const second = await merchants.findByCode(SECOND_MERCHANT_CODE);
    await seedDemoVendor(db, seeded.id, second ? [seeded.id, second.id] : [seeded.id]);
    await seedDemoLoyalty(db, seeded.id);
    await seedDemoPromotions(db, seeded.id);
    return;
  }

  const hasDefault = (await merchants.findDefault()) !== undefined;
  const demo = await merchants.insert({
    code: DEMO_MERCHANT_CODE,
    name: 'Crupier Demo',
    isDefault: !hasDefault,
    defaultLanguage: 'es',
    languages: ['es', 'en', 'pt', 'ty'],
    currencySymbol: '$',
    currency: 'MXN',
    gmtOffset: '-06:00',
    whitelabel: DEMO_WHITELABEL,
    mainDomain: 'localhost',
    imageCdns: [''],
    launchGameCdns: [''],
    defaultInitialPassword: DEMO_INITIAL_PASSWORD,
    withdrawalConfirmMinutes: 60,
  });
  await db.insert(domainRoutes).values([
    { merchantId: demo.id, domain: 'localhost', type: 'player' },
    { merchantId: demo.id, domain: 'agent.localhost', type: 'agent' },
  ]);
  await db.insert(resources).values(DEMO_RESOURCES.map((r, sort) => ({ ...r, sort, merchantId: demo.id })));
  await db
    .insert(customerService)
    .values(DEMO_CUSTOMER_SERVICE.map((c, sort) => ({ ...c, sort, merchantId: demo.id })));
  for (const lang of ['es', 'en', 'pt', 'ty'] as const) {
    await db
      .insert(helpArticles)
      .values(DEMO_HELP[lang].map((a, sort) => ({ ...a, sort, lang, merchantId: demo.id })));
  }

  await seedDemoAccounts(db, demo);
  await seedDemoPaymentMethods(db, demo.id);
  await seedDemoCatalog(db, demo.id, options.catalogSize);
  await seedDemoAnnouncements(db, demo.id);
  await seedDemoAgents(db, demo);
  await seedDemoLoyalty(db, demo.id);
  await seedDemoPromotions(db, demo.id);

  const lucky = await merchants.insert({
    code: SECOND_MERCHANT_CODE,
    name: 'Lucky Brand',
    defaultLanguage: 'en',
    languages: ['en', 'es'],
    currencySymbol: '$',
    whitelabel: { USERNAMEREG3: true },
    mainDomain: 'lucky.localhost',
  });
  await db.insert(domainRoutes).values({ merchantId: lucky.id, domain: 'lucky.localhost', type: 'player' });
  await seedDemoVendor(db, demo.id, [demo.id, lucky.id]);
  await db.insert(helpArticles).values({
    merchantId: lucky.id,
    lang: 'en',
    slug: 'about',
    title: 'About Lucky',
    content: '<p>Lucky Brand runs on Crupier.</p>',
  });
}
