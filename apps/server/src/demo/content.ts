/** Demo merchant content: resources, customer service and help-centre articles in es, en, pt and ty. */
export const DEMO_RESOURCES = [
  { resourceType: 'APP_IOS', url: '/download?platform=ios', labelNameEn: 'iOS app' },
  { resourceType: 'APP_ANDROID', url: '/download?platform=android', labelNameEn: 'Android app' },
  { resourceType: 'APP_LITE', url: '/download', labelNameEn: 'Lite app' },
  { resourceType: 'SOCIAL_FACEBOOK', url: 'https://facebook.example/crupier', labelNameEn: 'Facebook' },
  { resourceType: 'SOCIAL_INSTAGRAM', url: 'https://instagram.example/crupier', labelNameEn: 'Instagram' },
  { resourceType: 'SOCIAL_TELEGRAM', url: 'https://t.example/crupier', labelNameEn: 'Telegram' },
  { resourceType: 'MIRROR', url: 'https://mirror1.crupier.example', labelNameEn: 'Mirror site 1' },
];

export const DEMO_CUSTOMER_SERVICE = [
  { csType: 'LIVECHAT', name: 'Chat en vivo', url: 'https://support.crupier.example/chat' },
  { csType: 'TELEGRAM', name: 'Telegram', url: 'https://t.example/crupier_support' },
  { csType: 'WHATSAPP', name: 'WhatsApp', url: 'https://wa.example/5215550000000' },
];

type Article = { slug: string; title: string; content: string };

export const DEMO_HELP: Record<'es' | 'en' | 'pt' | 'ty', Article[]> = {
  es: [
    {
      slug: 'about',
      title: 'Sobre nosotros',
      content:
        '<p>Crupier es una plataforma de juegos en línea con casino en vivo, tragamonedas, deportes y lotería.</p>',
    },
    {
      slug: 'deposit',
      title: 'Cómo depositar',
      content:
        '<ol><li>Inicie sesión.</li><li>Pulse <strong>Depositar</strong>.</li><li>Elija un método y confirme el importe.</li></ol>',
    },
    {
      slug: 'withdraw',
      title: 'Cómo retirar',
      content:
        '<p>Añada una cuenta de cobro con su contraseña de pago y solicite el retiro. El importe queda retenido hasta su aprobación.</p>',
    },
    {
      slug: 'term',
      title: 'Términos y condiciones',
      content:
        '<p>Debe ser mayor de 18 años para jugar. Juegue con responsabilidad y establezca límites de depósito.</p>',
    },
    {
      slug: 'responsible',
      title: 'Juego responsable',
      content:
        '<p>Puede fijar límites diarios, semanales o mensuales de depósito desde su cuenta. Si necesita ayuda, contacte con soporte.</p>',
    },
  ],
  en: [
    {
      slug: 'about',
      title: 'About us',
      content: '<p>Crupier is an online gaming platform with live casino, slots, sports and lottery.</p>',
    },
    {
      slug: 'deposit',
      title: 'How to deposit',
      content:
        '<ol><li>Log in.</li><li>Press <strong>Deposit</strong>.</li><li>Choose a method and confirm the amount.</li></ol>',
    },
    {
      slug: 'withdraw',
      title: 'How to withdraw',
      content:
        '<p>Add a payout account with your payment password and request a withdrawal. The amount is held until it is approved.</p>',
    },
    {
      slug: 'term',
      title: 'Terms and conditions',
      content: '<p>You must be over 18 to play. Play responsibly and set deposit limits.</p>',
    },
    {
      slug: 'responsible',
      title: 'Responsible gaming',
      content:
        '<p>You can set daily, weekly or monthly deposit limits from your account. If you need help, contact support.</p>',
    },
  ],
  pt: [
    {
      slug: 'about',
      title: 'Sobre nós',
      content:
        '<p>Crupier é uma plataforma de jogos on-line com cassino ao vivo, caça-níqueis, esportes e loteria.</p>',
    },
    {
      slug: 'deposit',
      title: 'Como depositar',
      content:
        '<ol><li>Entre na sua conta.</li><li>Toque em <strong>Depósito</strong>.</li><li>Escolha um método e confirme o valor.</li></ol>',
    },
    {
      slug: 'withdraw',
      title: 'Como sacar',
      content:
        '<p>Cadastre uma conta de recebimento com a sua senha de pagamento e solicite o saque. O valor fica retido até a aprovação.</p>',
    },
    {
      slug: 'term',
      title: 'Termos e condições',
      content:
        '<p>Você precisa ter mais de 18 anos para jogar. Jogue com responsabilidade e defina limites de depósito.</p>',
    },
    {
      slug: 'responsible',
      title: 'Jogo responsável',
      content:
        '<p>Você pode definir limites diários, semanais ou mensais de depósito na sua conta. Se precisar de ajuda, fale com o suporte.</p>',
    },
  ],
  ty: [
    {
      slug: 'about',
      title: 'Tungkol sa amin',
      content:
        '<p>Ang Crupier ay isang online na plataporma ng laro na may live na casino, slots, palakasan at lotto.</p>',
    },
    {
      slug: 'deposit',
      title: 'Paano magdeposito',
      content:
        '<ol><li>Mag-log in.</li><li>Pindutin ang <strong>Deposito</strong>.</li><li>Pumili ng paraan at kumpirmahin ang halaga.</li></ol>',
    },
    {
      slug: 'withdraw',
      title: 'Paano mag-withdraw',
      content:
        '<p>Magdagdag ng account na padadalhan gamit ang iyong password sa pagbabayad at humiling ng withdrawal. Nakahawak ang halaga hanggang maaprubahan.</p>',
    },
    {
      slug: 'term',
      title: 'Mga tuntunin at kundisyon',
      content:
        '<p>Dapat ay higit 18 taong gulang ka para makapaglaro. Maglaro nang responsable at magtakda ng limitasyon sa deposito.</p>',
    },
    {
      slug: 'responsible',
      title: 'Responsableng paglalaro',
      content:
        '<p>Maaari kang magtakda ng araw-araw, lingguhan o buwanang limitasyon sa deposito mula sa iyong account. Kung kailangan mo ng tulong, makipag-ugnayan sa suporta.</p>',
    },
  ],
};
