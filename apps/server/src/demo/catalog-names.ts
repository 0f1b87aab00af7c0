/**
 * Portuguese (Brazil) and Filipino names of the demo catalogue's games, made from their English name:
 * fixed titles (live tables, fish games, card rooms) by a phrase table, built names ("Golden Dragon
 * Deluxe", "Lucky Moon Scratch", "Wild Tiger Dice 2") word by word with the grammar of each language
 * (Portuguese: noun then adjective with its gender; Filipino: adjective with its linker, then noun).
 * A name with a word the tables do not know is a brand (a studio's book) and keeps its English form.
 */

/** English noun → Portuguese noun, its gender, Filipino noun. */
const NOUNS: Record<string, [string, 'm' | 'f', string]> = {
  Dragon: ['Dragão', 'm', 'Dragon'],
  Fortune: ['Fortuna', 'f', 'Kapalaran'],
  Treasure: ['Tesouro', 'm', 'Kayamanan'],
  Jaguar: ['Jaguar', 'm', 'Jaguar'],
  Sun: ['Sol', 'm', 'Araw'],
  Moon: ['Lua', 'f', 'Buwan'],
  Temple: ['Templo', 'm', 'Templo'],
  Pyramid: ['Pirâmide', 'f', 'Piramide'],
  Volcano: ['Vulcão', 'm', 'Bulkan'],
  Phoenix: ['Fênix', 'f', 'Phoenix'],
  Queen: ['Rainha', 'f', 'Reyna'],
  King: ['Rei', 'm', 'Hari'],
  Fiesta: ['Festa', 'f', 'Pista'],
  Pepper: ['Pimenta', 'f', 'Sili'],
  Cactus: ['Cacto', 'm', 'Kaktus'],
  Eagle: ['Águia', 'f', 'Agila'],
  Serpent: ['Serpente', 'f', 'Ahas'],
  Star: ['Estrela', 'f', 'Bituin'],
  Wolf: ['Lobo', 'm', 'Lobo'],
  Tiger: ['Tigre', 'm', 'Tigre'],
  Mask: ['Máscara', 'f', 'Maskara'],
  Crown: ['Coroa', 'f', 'Korona'],
  River: ['Rio', 'm', 'Ilog'],
  Jungle: ['Selva', 'f', 'Gubat'],
  Gem: ['Gema', 'f', 'Hiyas'],
  Pearl: ['Pérola', 'f', 'Perlas'],
  Lion: ['Leão', 'm', 'Leon'],
  Bull: ['Touro', 'm', 'Toro'],
  Horse: ['Cavalo', 'm', 'Kabayo'],
  Condor: ['Condor', 'm', 'Kondor'],
  Mermaid: ['Sereia', 'f', 'Sirena'],
  Pirate: ['Pirata', 'm', 'Pirata'],
  Samurai: ['Samurai', 'm', 'Samurai'],
  Carnival: ['Carnaval', 'm', 'Karnabal'],
  Skull: ['Caveira', 'f', 'Bungo'],
  Mango: ['Manga', 'f', 'Mangga'],
};

/** English adjective → Portuguese masculine, feminine, Filipino adjective with its linker. */
const ADJECTIVES: Record<string, [string, string, string]> = {
  Golden: ['Dourado', 'Dourada', 'Gintong'],
  Wild: ['Selvagem', 'Selvagem', 'Mabangis na'],
  Lucky: ['da Sorte', 'da Sorte', 'Masuwerteng'],
  Mystic: ['Místico', 'Mística', 'Mahiwagang'],
  Royal: ['Real', 'Real', 'Maharlikang'],
  Burning: ['Ardente', 'Ardente', 'Nagliliyab na'],
  Silver: ['Prateado', 'Prateada', 'Pilak na'],
  Hidden: ['Oculto', 'Oculta', 'Nakatagong'],
  Ancient: ['Antigo', 'Antiga', 'Sinaunang'],
  Electric: ['Elétrico', 'Elétrica', 'Kuryenteng'],
  Sacred: ['Sagrado', 'Sagrada', 'Sagradong'],
  Crystal: ['de Cristal', 'de Cristal', 'Kristal na'],
  Midnight: ['da Meia-Noite', 'da Meia-Noite', 'Hatinggabing'],
  Emerald: ['Esmeralda', 'Esmeralda', 'Esmeraldang'],
  Thunder: ['do Trovão', 'do Trovão', 'Kulog na'],
  Frozen: ['Congelado', 'Congelada', 'Nagyelong'],
  Blazing: ['Flamejante', 'Flamejante', 'Nag-aapoy na'],
  Jade: ['de Jade', 'de Jade', 'Jade na'],
};

/** Words after the noun: edition suffixes (kept after the name). */
const SUFFIXES: Record<string, [string, string]> = {
  Deluxe: ['Deluxe', 'Deluxe'],
  Max: ['Max', 'Max'],
  'Hold & Win': ['Hold & Win', 'Hold & Win'],
  Extreme: ['Extremo', 'Ekstremo'],
  Gold: ['Ouro', 'Ginto'],
  Link: ['Link', 'Link'],
  Rush: ['Rush', 'Rush'],
  Bonanza: ['Bonanza', 'Bonanza'],
};

/** Kinds of arcade game named in the title: they lead the name in both languages. */
const KINDS: Record<string, [string, string]> = {
  Scratch: ['Raspadinha', 'Kaskas'],
  Fishing: ['Pesca', 'Pangingisda'],
  Keno: ['Keno', 'Keno'],
  Crash: ['Crash', 'Crash'],
  Mines: ['Minas', 'Mina'],
  Dice: ['Dados', 'Dais'],
  Poker: ['Pôquer', 'Poker'],
  Blackjack: ['Blackjack', 'Blackjack'],
  Roulette: ['Roleta', 'Roleta'],
  Baccarat: ['Bacará', 'Baccarat'],
  "Hold'em": ["Hold'em", "Hold'em"],
  'Sic Bo': ['Sic Bo', 'Sic Bo'],
};

/** Fixed titles: live tables, fish games and card rooms. */
const PHRASES: Record<string, [string, string]> = {
  Baccarat: ['Bacará', 'Baccarat'],
  'Speed Baccarat': ['Bacará Rápido', 'Mabilis na Baccarat'],
  'European Roulette': ['Roleta Europeia', 'Europeong Roleta'],
  'Lightning Roulette': ['Roleta Relâmpago', 'Roleta ng Kidlat'],
  Blackjack: ['Blackjack', 'Blackjack'],
  'VIP Blackjack': ['Blackjack VIP', 'VIP na Blackjack'],
  'Dragon Tiger': ['Dragão Tigre', 'Dragon Tigre'],
  'Sic Bo': ['Sic Bo', 'Sic Bo'],
  'Dice Duel': ['Duelo de Dados', 'Tagisan ng Dais'],
  'Auto Roulette': ['Roleta Automática', 'Awtomatikong Roleta'],
  "Casino Hold'em": ["Casino Hold'em", "Casino Hold'em"],
  'Jacks or Better': ['Jacks or Better', 'Jacks or Better'],
  'Ocean King': ['Rei do Oceano', 'Hari ng Karagatan'],
  'Fishing Fury': ['Fúria da Pesca', 'Bangis ng Pangingisda'],
  'Deep Sea Hunter': ['Caçador do Alto-Mar', 'Mangangaso ng Laot'],
  'Golden Shark': ['Tubarão Dourado', 'Gintong Pating'],
  'Reef Rampage': ['Fúria no Recife', 'Gulo sa Bahura'],
  'Kraken Catch': ['Caça ao Kraken', 'Huli ng Kraken'],
  "Texas Hold'em": ["Texas Hold'em", "Texas Hold'em"],
  Omaha: ['Omaha', 'Omaha'],
  Rummy: ['Rummy', 'Rummy'],
  'Teen Patti': ['Teen Patti', 'Teen Patti'],
  Dominoes: ['Dominó', 'Domino'],
  Mahjong: ['Mahjong', 'Mahjong'],
  Truco: ['Truco', 'Truco'],
  Chinchón: ['Chinchón', 'Chinchón'],
  'Blackjack Duel': ['Duelo de Blackjack', 'Tagisan sa Blackjack'],
  Brisca: ['Brisca', 'Brisca'],
};

/** Card-room stakes after a fixed title. */
const ROOMS: Record<string, [string, string]> = {
  'High Stakes': ['Apostas Altas', 'Mataas na Taya'],
  Turbo: ['Turbo', 'Turbo'],
};

type Names = { pt: string; ty: string };

const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');

function fixedTitle(title: string): Names | null {
  const phrase = PHRASES[title];
  if (phrase) return { pt: phrase[0], ty: phrase[1] };
  for (const [room, [ptRoom, tyRoom]] of Object.entries(ROOMS)) {
    const base = title.endsWith(` ${room}`) ? PHRASES[title.slice(0, -room.length - 1)] : undefined;
    if (base) return { pt: join(base[0], ptRoom), ty: join(base[1], tyRoom) };
  }
  return null;
}

/** "<Adjective> <Noun> [kind] [suffix]" and "<Noun> <kind> <Adjective>" in any order of those parts. */
function builtTitle(title: string): Names | null {
  let rest = ` ${title} `;
  const take = <T>(table: Record<string, T>): T | undefined => {
    const word = Object.keys(table)
      .sort((a, b) => b.length - a.length)
      .find((key) => rest.includes(` ${key} `));
    if (word === undefined) return undefined;
    rest = rest.replace(` ${word} `, ' ');
    return table[word];
  };
  const adjective = take(ADJECTIVES);
  const noun = take(NOUNS);
  const kind = take(KINDS);
  const suffix = take(SUFFIXES);
  if (!noun || !adjective || rest.trim() !== '') return null;
  const ptAdjective = noun[1] === 'f' ? adjective[1] : adjective[0];
  return {
    pt: join(kind?.[0], noun[0], ptAdjective, suffix?.[0]),
    ty: join(kind?.[1], adjective[2], noun[2], suffix?.[1]),
  };
}

/** The Portuguese and Filipino names of a demo game, from its English name. */
export function ptTyNames(english: string): Names {
  const [, title = english, number] = /^(.*?)(?: (\d+))?$/.exec(english) ?? [];
  const names = fixedTitle(title) ?? builtTitle(title);
  if (!names) return { pt: english, ty: english };
  return { pt: join(names.pt, number), ty: join(names.ty, number) };
}
