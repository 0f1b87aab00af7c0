/** Fictional studios of the demo catalogue: code, name, hue of their artwork, categories they make. */
export type Studio = {
  code: string;
  name: string;
  hue: number;
  categories: string[];
  isGame?: 'GAME';
  /** Lottery vendors open the lottery pages (spec §9 vendor routes) instead of /seamless. */
  launchUrl?: string;
};

export const STUDIOS: Studio[] = [
  { code: 'AUR', name: 'Aurora Reels', hue: 280, categories: ['RNG'] },
  { code: 'VOL', name: 'Volcano Gaming', hue: 10, categories: ['RNG'] },
  { code: 'PMP', name: 'Pampa Play', hue: 95, categories: ['RNG'] },
  { code: 'SYL', name: 'Sol y Luna', hue: 45, categories: ['RNG'] },
  { code: 'NTG', name: 'Neon Tiger', hue: 320, categories: ['RNG', 'FISH'] },
  { code: 'JAG', name: 'Jaguar Studios', hue: 140, categories: ['RNG'] },
  { code: 'CRL', name: 'Coral Games', hue: 190, categories: ['RNG', 'FISH'] },
  { code: 'AND', name: 'Andes Interactive', hue: 220, categories: ['RNG'] },
  { code: 'FSP', name: 'Fiesta Spins', hue: 350, categories: ['RNG'] },
  { code: 'MRC', name: 'Mariachi Gaming', hue: 30, categories: ['RNG'] },
  { code: 'QTZ', name: 'Quetzal Labs', hue: 160, categories: ['RNG', 'PVP'] },
  { code: 'NBL', name: 'Nebula Live', hue: 250, categories: ['LIVE'] },
  { code: 'RYD', name: 'Royal Dealer', hue: 0, categories: ['LIVE'] },
  { code: 'CCL', name: 'Casa Croupier Live', hue: 120, categories: ['LIVE'] },
  { code: 'OCH', name: 'Ocean Hunter', hue: 200, categories: ['FISH'] },
  { code: 'MSP', name: 'Mesa Poker', hue: 60, categories: ['PVP'] },
  { code: 'BRJ', name: 'Baraja Club', hue: 300, categories: ['PVP'] },
  { code: 'GLS', name: 'Gol Sports', hue: 110, categories: ['SPORTS'], isGame: 'GAME' },
  { code: 'ARE', name: 'Arena eSports', hue: 265, categories: ['SPORTS', 'ESPORTS'], isGame: 'GAME' },
  { code: 'GDO', name: 'Gallo de Oro', hue: 40, categories: ['COCKFIGHT'], isGame: 'GAME' },
  // More books on the house sportsbook, so home lists five vendors per sports category (spec §2 cuts at 5).
  {
    code: 'TRB',
    name: 'Tribuna Bet',
    hue: 15,
    categories: ['SPORTS', 'ESPORTS', 'COCKFIGHT'],
    isGame: 'GAME',
  },
  {
    code: 'PDS',
    name: 'Podio Sports',
    hue: 190,
    categories: ['SPORTS', 'ESPORTS', 'COCKFIGHT'],
    isGame: 'GAME',
  },
  { code: 'CNX', name: 'Cancha X', hue: 90, categories: ['SPORTS', 'ESPORTS', 'COCKFIGHT'], isGame: 'GAME' },
  { code: 'NXS', name: 'Nexus Liga', hue: 280, categories: ['ESPORTS'], isGame: 'GAME' },
  { code: 'SBR', name: 'Sabong Royal', hue: 25, categories: ['COCKFIGHT'], isGame: 'GAME' },
  // Lottery vendors: their games are the lottery's (modules/lottery), opened on the spec §9 routes.
  {
    code: 'TCG_LOTTO_VN',
    name: 'Xổ Số Việt',
    hue: 170,
    categories: ['LOTT'],
    launchUrl: '/vnLottery?gameCode={gameCode}',
  },
  {
    code: 'TCG_SEA',
    name: 'SEA 4D',
    hue: 200,
    categories: ['LOTT'],
    launchUrl: '/seaLottery?gameCode={gameCode}',
  },
  {
    code: 'RPL',
    name: 'Rapid Lotto',
    hue: 15,
    categories: ['ELOTT'],
    launchUrl: '/lottery?prizeMode=ELOTT&gameCode={gameCode}',
  },
];

/** [English, Spanish] noun pairs and their Spanish gender. */
export const NOUNS: [string, string, 'm' | 'f'][] = [
  ['Dragon', 'Dragón', 'm'],
  ['Fortune', 'Fortuna', 'f'],
  ['Treasure', 'Tesoro', 'm'],
  ['Jaguar', 'Jaguar', 'm'],
  ['Sun', 'Sol', 'm'],
  ['Moon', 'Luna', 'f'],
  ['Temple', 'Templo', 'm'],
  ['Pyramid', 'Pirámide', 'f'],
  ['Volcano', 'Volcán', 'm'],
  ['Phoenix', 'Fénix', 'm'],
  ['Queen', 'Reina', 'f'],
  ['King', 'Rey', 'm'],
  ['Fiesta', 'Fiesta', 'f'],
  ['Pepper', 'Chile', 'm'],
  ['Cactus', 'Nopal', 'm'],
  ['Eagle', 'Águila', 'f'],
  ['Serpent', 'Serpiente', 'f'],
  ['Star', 'Estrella', 'f'],
  ['Wolf', 'Lobo', 'm'],
  ['Tiger', 'Tigre', 'm'],
  ['Mask', 'Máscara', 'f'],
  ['Crown', 'Corona', 'f'],
  ['River', 'Río', 'm'],
  ['Jungle', 'Selva', 'f'],
  ['Gem', 'Gema', 'f'],
  ['Pearl', 'Perla', 'f'],
  ['Lion', 'León', 'm'],
  ['Bull', 'Toro', 'm'],
  ['Horse', 'Caballo', 'm'],
  ['Condor', 'Cóndor', 'm'],
  ['Mermaid', 'Sirena', 'f'],
  ['Pirate', 'Pirata', 'm'],
  ['Samurai', 'Samurái', 'm'],
  ['Carnival', 'Carnaval', 'm'],
  ['Skull', 'Calavera', 'f'],
  ['Mango', 'Mango', 'm'],
];

/** [English, Spanish masculine, Spanish feminine] adjectives. */
export const ADJECTIVES: [string, string, string][] = [
  ['Golden', 'Dorado', 'Dorada'],
  ['Wild', 'Salvaje', 'Salvaje'],
  ['Lucky', 'Afortunado', 'Afortunada'],
  ['Mystic', 'Místico', 'Mística'],
  ['Royal', 'Real', 'Real'],
  ['Burning', 'Ardiente', 'Ardiente'],
  ['Silver', 'Plateado', 'Plateada'],
  ['Hidden', 'Oculto', 'Oculta'],
  ['Ancient', 'Antiguo', 'Antigua'],
  ['Electric', 'Eléctrico', 'Eléctrica'],
  ['Sacred', 'Sagrado', 'Sagrada'],
  ['Crystal', 'de Cristal', 'de Cristal'],
  ['Midnight', 'de Medianoche', 'de Medianoche'],
  ['Emerald', 'Esmeralda', 'Esmeralda'],
  ['Thunder', 'del Trueno', 'del Trueno'],
  ['Frozen', 'Helado', 'Helada'],
  ['Blazing', 'Llameante', 'Llameante'],
  ['Jade', 'de Jade', 'de Jade'],
];

export const SUFFIXES: [string, string][] = [
  ['', ''],
  ['Deluxe', 'Deluxe'],
  ['Max', 'Max'],
  ['Hold & Win', 'Hold & Win'],
  ['Extreme', 'Extremo'],
  ['Gold', 'Oro'],
  ['2', '2'],
  ['Link', 'Link'],
  ['Rush', 'Rush'],
  ['Bonanza', 'Bonanza'],
];

export const LIVE_TABLES: [string, string, string][] = [
  ['Baccarat', 'Baccarat', 'baccarat'],
  ['Speed Baccarat', 'Baccarat Rápido', 'baccarat'],
  ['European Roulette', 'Ruleta Europea', 'roulette'],
  ['Auto Roulette', 'Ruleta Automática', 'roulette'],
  ['Blackjack', 'Blackjack', 'blackjack'],
  ['VIP Blackjack', 'Blackjack VIP', 'blackjack'],
  ['Dragon Tiger', 'Dragón Tigre', 'dragontiger'],
  ['Sic Bo', 'Sic Bo', 'sicbo'],
  ["Casino Hold'em", "Casino Hold'em", 'holdem'],
];

/** Card games: [English, Spanish, engine]; each studio opens five tables of each. */
export const PVP_GAMES: [string, string, string][] = [
  ["Casino Hold'em", "Casino Hold'em", 'holdem'],
  ['Jacks or Better', 'Jacks or Better', 'videopoker'],
  ['Blackjack', 'Blackjack', 'blackjack'],
  ['Dragon Tiger', 'Dragón Tigre', 'dragontiger'],
  ['Baccarat', 'Baccarat', 'baccarat'],
];

export const FISH_GAMES: [string, string][] = [
  ['Ocean King', 'Rey del Océano'],
  ['Fishing Fury', 'Furia de Pesca'],
  ['Deep Sea Hunter', 'Cazador de Altamar'],
  ['Golden Shark', 'Tiburón Dorado'],
  ['Reef Rampage', 'Arrecife Salvaje'],
  ['Kraken Catch', 'Caza del Kraken'],
];

export const LOTTERY_GAMES: [string, string][] = [
  ['Lotto 6/49', 'Lotto 6/49'],
  ['Keno', 'Keno'],
  ['Pick 3', 'Pick 3'],
  ['Pick 4', 'Pick 4'],
  ['Quick Draw', 'Sorteo Rápido'],
  ['Mega Ball', 'Mega Bola'],
  ['Lucky 5', 'Suerte 5'],
  ['Bingo 75', 'Bingo 75'],
];

/** Slot sub-categories of spec §2 with their share of a studio's RNG games. */
export const RNG_CLASSIFIES: [string | null, number, string][] = [
  [null, 0.62, 'slot'],
  ['JP', 0.1, 'slot'],
  ['SC', 0.07, 'scratch'],
  ['VP', 0.05, 'videopoker'],
  ['TG', 0.07, 'roulette'],
  ['AC', 0.06, 'fish'],
  ['BG', 0.03, 'keno'],
];
