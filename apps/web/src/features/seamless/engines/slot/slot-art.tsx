import type { SlotSymbol } from '@crupier/contract/house/slot';
import type { ReactNode } from 'react';

/**
 * Slot themes (docs/games.md, "Slot themes"): the game's variant names its theme (`aur-dragons-b`), and
 * each theme has its colours and its own symbol art, drawn inline (viewBox 0 0 64 64, no image files).
 * The paytable (the last letter of the variant) is the maths; the theme is only the look.
 */
export const THEMES = ['fruits', 'egypt', 'ocean', 'aztec', 'space', 'dragons', 'safari'] as const;
export type TSlotTheme = (typeof THEMES)[number];

/** The theme of a variant (`aur-egypt-a` → egypt); fruits by default (older variants `aur-a`). */
export function themeOf(variant: string | null): TSlotTheme {
  const name = variant?.split('-')[1];
  return (THEMES as readonly string[]).includes(name ?? '') ? (name as TSlotTheme) : 'fruits';
}

const RAYS = Array.from({ length: 12 }, (_, i) => i * 30);
const MANE = Array.from({ length: 14 }, (_, i) => (i * Math.PI) / 7);

const S = { stroke: 'rgba(0,0,0,.45)', strokeWidth: 2.5, strokeLinejoin: 'round' as const };

/** Small drawings the themes are made of. */
const art = {
  cherry: () => (
    <>
      <path d="M24 40q4-20 20-30M42 40q-2-16 2-30" stroke="#3c7a22" strokeWidth="3" fill="none" />
      <circle cx="22" cy="44" r="10" fill="#d42a4a" {...S} />
      <circle cx="43" cy="44" r="10" fill="#b81f3c" {...S} />
    </>
  ),
  lemon: () => (
    <ellipse cx="32" cy="34" rx="22" ry="15" fill="#ffe14d" {...S} transform="rotate(-20 32 34)" />
  ),
  grape: () => (
    <>
      {[
        [24, 22],
        [36, 22],
        [30, 32],
        [42, 32],
        [18, 32],
        [24, 42],
        [36, 42],
        [30, 52],
      ].map(([x, y]) => (
        <circle key={`${x}${y}`} cx={x} cy={y} r="7" fill="#7d3cc9" {...S} />
      ))}
      <path d="M30 15q2-6 8-8" stroke="#3c7a22" strokeWidth="3" fill="none" />
    </>
  ),
  melon: () => (
    <>
      <path d="M8 24h48a24 24 0 0 1-48 0z" fill="#2fa04a" {...S} />
      <path d="M13 24h38a19 19 0 0 1-38 0z" fill="#ef3b4f" />
      {[20, 28, 36, 44].map((x) => (
        <ellipse key={x} cx={x} cy={32} rx="1.6" ry="3" fill="#222" />
      ))}
    </>
  ),
  orange: () => (
    <>
      <circle cx="32" cy="36" r="19" fill="#ff9a1f" {...S} />
      <path d="M32 17q8-8 14-4-6 8-14 4z" fill="#3c9a2a" />
    </>
  ),
  seven: (color: string) => <path d="M14 12h36v8L32 54H21l17-32H14z" fill={color} {...S} />,
  bell: () => (
    <>
      <path d="M16 46q2-32 16-32t16 32z" fill="#f2b632" {...S} />
      <circle cx="32" cy="50" r="5" fill="#8a6510" />
    </>
  ),
  gem: (color: string) => (
    <>
      <path d="M12 24 22 12h20l10 12-20 30z" fill={color} {...S} />
      <path
        d="M12 24h40M22 12l10 12 10-12M32 24v30"
        stroke="rgba(255,255,255,.55)"
        strokeWidth="2"
        fill="none"
      />
    </>
  ),
  star: (color: string) => (
    <path d="m32 8 7 15 16 2-12 11 3 16-14-8-14 8 3-16L9 25l16-2z" fill={color} {...S} />
  ),
  coin: (color: string, hole = false) => (
    <>
      <circle cx="32" cy="32" r="21" fill={color} {...S} />
      {hole ? (
        <rect x="26" y="26" width="12" height="12" fill="rgba(0,0,0,.55)" />
      ) : (
        <circle cx="32" cy="32" r="13" fill="none" stroke="rgba(0,0,0,.3)" strokeWidth="2.5" />
      )}
    </>
  ),
  ankh: () => (
    <>
      <ellipse cx="32" cy="18" rx="9" ry="11" fill="none" stroke="#e8b923" strokeWidth="6" />
      <path d="M32 29v28M18 33h28" stroke="#e8b923" strokeWidth="7" strokeLinecap="round" />
    </>
  ),
  eye: () => (
    <>
      <path d="M6 30q26-22 52 0-26 18-52 0z" fill="#fff" stroke="#1d3f8f" strokeWidth="4" />
      <circle cx="32" cy="30" r="8" fill="#1d3f8f" />
      <path
        d="M26 38l-4 16M40 37q6 6 14 4"
        stroke="#1d3f8f"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
    </>
  ),
  scarab: () => (
    <>
      <ellipse cx="32" cy="38" rx="14" ry="17" fill="#1f8f86" {...S} />
      <circle cx="32" cy="18" r="7" fill="#1f8f86" {...S} />
      <path d="M32 22v32M18 30l-10-6M46 30l10-6M18 44l-10 6M46 44l10 6" stroke="#0d4d48" strokeWidth="3" />
    </>
  ),
  pyramid: () => (
    <>
      <path d="M32 8 58 54H6z" fill="#e0b35a" {...S} />
      <path d="M32 8 40 54H32z" fill="#b9862e" />
    </>
  ),
  sunDisk: (color: string) => (
    <>
      {RAYS.map((angle) => (
        <path
          key={angle}
          d="M32 2l4 12h-8z"
          fill={color}
          transform={`rotate(${angle} 32 32)`}
          stroke="rgba(0,0,0,.3)"
          strokeWidth="1"
        />
      ))}
      <circle cx="32" cy="32" r="16" fill={color} {...S} />
      <circle cx="26" cy="29" r="2.5" fill="#5a2d00" />
      <circle cx="38" cy="29" r="2.5" fill="#5a2d00" />
      <path d="M25 38q7 5 14 0" stroke="#5a2d00" strokeWidth="2.5" fill="none" />
    </>
  ),
  shell: () => (
    <>
      <path d="M32 54 8 26q24-26 48 0z" fill="#f7b5a3" {...S} />
      <path d="M32 54 20 14M32 54V10M32 54l12-40M32 54 10 24M32 54l22-30" stroke="#c9725c" strokeWidth="2" />
    </>
  ),
  starfish: () => <path d="m32 6 6 18 19 1-15 11 6 19-16-11-16 11 6-19L7 25l19-1z" fill="#ff7043" {...S} />,
  fish: (color: string) => (
    <>
      <path d="M44 32 60 18v28z" fill={color} {...S} />
      <ellipse cx="28" cy="32" rx="22" ry="14" fill={color} {...S} />
      <circle cx="16" cy="28" r="3.5" fill="#fff" />
      <circle cx="16" cy="28" r="1.7" fill="#111" />
    </>
  ),
  anchor: () => (
    <>
      <circle cx="32" cy="13" r="6" fill="none" stroke="#415a77" strokeWidth="5" />
      <path
        d="M32 19v36M20 28h24M10 38q4 16 22 17 18-1 22-17"
        stroke="#415a77"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
    </>
  ),
  pearl: () => (
    <>
      <path d="M6 40q26 24 52 0z" fill="#8ecae6" {...S} />
      <path d="M6 40q26-40 52 0" fill="#a9d6ec" {...S} />
      <circle cx="32" cy="38" r="9" fill="#fdfcf5" stroke="#cfc8b0" strokeWidth="2" />
    </>
  ),
  mask: (color: string) => (
    <>
      <path d="M12 14h40v22q0 20-20 22-20-2-20-22z" fill={color} {...S} />
      <path d="M18 26h10v6H18zM36 26h10v6H36z" fill="#111" />
      <path d="M24 44h16" stroke="#111" strokeWidth="4" />
      <path d="M12 14 6 6M52 14l6-8" stroke="#2fbf71" strokeWidth="4" />
    </>
  ),
  stepPyramid: () => (
    <>
      <path d="M6 56h52v-8H6zM12 48h40v-8H12zM18 40h28v-8H18zM24 32h16v-10H24z" fill="#8d9b5a" {...S} />
      <path d="M28 56V34h8v22" fill="#5c6b2e" />
    </>
  ),
  feather: (color: string) => (
    <>
      <path d="M46 6Q18 18 16 54q28-8 30-48z" fill={color} {...S} />
      <path d="M44 10 16 54" stroke="rgba(0,0,0,.4)" strokeWidth="2" />
    </>
  ),
  serpent: () => (
    <path
      d="M14 52q-6-14 10-18t12-12-10-10 8-6q10 2 6 12T32 30t-6 12 22 8"
      fill="none"
      stroke="#2fa04a"
      strokeWidth="7"
      strokeLinecap="round"
    />
  ),
  planet: (color: string) => (
    <>
      <circle cx="32" cy="32" r="16" fill={color} {...S} />
      <ellipse
        cx="32"
        cy="32"
        rx="28"
        ry="8"
        fill="none"
        stroke="#ffd166"
        strokeWidth="4"
        transform="rotate(-18 32 32)"
      />
    </>
  ),
  rocket: () => (
    <>
      <path d="M32 4q14 14 10 38H22Q18 18 32 4z" fill="#e9ecef" {...S} />
      <circle cx="32" cy="22" r="5" fill="#4cc9f0" {...S} />
      <path d="M22 34 12 48l10-2zM42 34l10 14-10-2z" fill="#e63946" {...S} />
      <path d="M26 44q6 16 12 0z" fill="#ffb703" />
    </>
  ),
  ufo: () => (
    <>
      <ellipse cx="32" cy="26" rx="12" ry="11" fill="#90e0ef" {...S} />
      <ellipse cx="32" cy="36" rx="27" ry="9" fill="#adb5bd" {...S} />
      {[16, 32, 48].map((x) => (
        <circle key={x} cx={x} cy={37} r="3" fill="#ffd166" />
      ))}
    </>
  ),
  moon: () => <path d="M40 8a24 24 0 1 0 16 40A20 20 0 0 1 40 8z" fill="#f1e3a0" {...S} />,
  alien: () => (
    <>
      <path d="M32 8q20 0 20 22-2 24-20 26-18-2-20-26 0-22 20-22z" fill="#80ed99" {...S} />
      <ellipse cx="23" cy="30" rx="6" ry="9" fill="#111" transform="rotate(-25 23 30)" />
      <ellipse cx="41" cy="30" rx="6" ry="9" fill="#111" transform="rotate(25 41 30)" />
    </>
  ),
  dragon: () => (
    <>
      <path d="M10 44q4-26 26-30l10-8 2 10 10 4-8 6q4 16-10 26-16 6-30-8z" fill="#d62828" {...S} />
      <circle cx="40" cy="22" r="3.5" fill="#ffd166" />
      <path d="M20 44q10 4 22-4" stroke="#ffd166" strokeWidth="3" fill="none" />
      <path d="M14 28 6 18M22 20 18 8" stroke="#f77f00" strokeWidth="3" />
    </>
  ),
  lantern: () => (
    <>
      <rect x="26" y="6" width="12" height="6" fill="#ffd166" {...S} />
      <ellipse cx="32" cy="32" rx="20" ry="20" fill="#e63946" {...S} />
      <path d="M32 12v40M20 16q-6 16 0 32M44 16q6 16 0 32" stroke="#ffd166" strokeWidth="2" fill="none" />
      <path d="M32 52v8" stroke="#ffd166" strokeWidth="3" />
    </>
  ),
  koi: () => (
    <>
      <path d="M46 32 60 20v24z" fill="#ff7b00" {...S} />
      <ellipse cx="28" cy="32" rx="22" ry="12" fill="#fff4e6" {...S} />
      <path d="M20 24q8 6 0 16M34 22q6 10 0 20" fill="#ff7b00" />
      <circle cx="13" cy="29" r="2.5" fill="#111" />
    </>
  ),
  fan: () => (
    <>
      <path d="M32 56 6 22q26-18 52 0z" fill="#e63946" {...S} />
      <path d="M32 56 14 14M32 56V8M32 56l18-42" stroke="#ffd166" strokeWidth="2" />
    </>
  ),
  yinYang: () => (
    <>
      <circle cx="32" cy="32" r="22" fill="#fff" {...S} />
      <path d="M32 10a22 22 0 0 1 0 44 11 11 0 0 1 0-22 11 11 0 0 0 0-22z" fill="#111" />
      <circle cx="32" cy="21" r="3.5" fill="#111" />
      <circle cx="32" cy="43" r="3.5" fill="#fff" />
    </>
  ),
  lion: () => (
    <>
      {MANE.map((a) => (
        <circle key={a} cx={32 + 20 * Math.cos(a)} cy={32 + 20 * Math.sin(a)} r="8" fill="#b5651d" />
      ))}
      <circle cx="32" cy="32" r="16" fill="#f4a259" {...S} />
      <circle cx="26" cy="28" r="2.5" fill="#111" />
      <circle cx="38" cy="28" r="2.5" fill="#111" />
      <path d="M28 36h8l-4 5z" fill="#5a2d00" />
    </>
  ),
  paw: (color: string) => (
    <>
      <ellipse cx="32" cy="42" rx="13" ry="11" fill={color} {...S} />
      {[
        [16, 26],
        [26, 16],
        [38, 16],
        [48, 26],
      ].map(([x, y]) => (
        <ellipse key={x} cx={x} cy={y} rx="6" ry="7" fill={color} {...S} />
      ))}
    </>
  ),
  tree: () => (
    <>
      <path d="M30 58V30M30 34 18 24M30 32l14-8" stroke="#6b4226" strokeWidth="5" strokeLinecap="round" />
      <ellipse cx="32" cy="18" rx="26" ry="9" fill="#588157" {...S} />
    </>
  ),
  elephant: () => (
    <>
      <ellipse cx="32" cy="30" rx="16" ry="18" fill="#8d99ae" {...S} />
      <ellipse cx="13" cy="28" rx="9" ry="13" fill="#8d99ae" {...S} />
      <ellipse cx="51" cy="28" rx="9" ry="13" fill="#8d99ae" {...S} />
      <path d="M32 40q0 14 8 16" stroke="#8d99ae" strokeWidth="7" fill="none" strokeLinecap="round" />
      <circle cx="26" cy="26" r="2.5" fill="#111" />
      <circle cx="38" cy="26" r="2.5" fill="#111" />
    </>
  ),
  zebra: () => (
    <>
      <path d="M20 10q12-6 24 0l2 34q-6 14-14 14T18 44z" fill="#fff" {...S} />
      {[16, 24, 32, 40].map((y) => (
        <path key={y} d={`M19 ${y}q6 2 8-2M45 ${y}q-6 2-8-2`} stroke="#111" strokeWidth="3" fill="none" />
      ))}
      <ellipse cx="32" cy="50" rx="10" ry="7" fill="#555" />
    </>
  ),
};

type TThemeArt = {
  colors: { frame: string; cell: string; glow: string };
  symbols: Record<SlotSymbol, ReactNode>;
};

const wild = (color: string, icon: ReactNode) => (
  <>
    <rect x="4" y="4" width="56" height="56" rx="12" fill={color} />
    <g transform="translate(12 4) scale(.62)">{icon}</g>
    <text
      x="32"
      y="56"
      textAnchor="middle"
      fontSize="14"
      fontWeight="900"
      fill="#fff"
      fontFamily="sans-serif"
    >
      WILD
    </text>
  </>
);

/** The look of each theme: frame and cell colours, and its ten symbols. */
export const THEME_ART: Record<TSlotTheme, TThemeArt> = {
  fruits: {
    colors: { frame: 'linear-gradient(180deg,#3a0d4f,#6a1b6f)', cell: '#fff7e8', glow: '#ffd166' },
    symbols: {
      W: wild('#7b3fe4', art.star('#ffd166')),
      S: art.bell(),
      H1: art.seven('#e23b3b'),
      H2: art.melon(),
      H3: art.grape(),
      A: art.cherry(),
      K: art.orange(),
      Q: art.lemon(),
      J: art.gem('#4cc9f0'),
      T: art.coin('#f5c542'),
    },
  },
  egypt: {
    colors: { frame: 'linear-gradient(180deg,#3b2a10,#8a6420)', cell: '#f6e7c1', glow: '#ffcf4d' },
    symbols: {
      W: wild('#1d3f8f', art.eye()),
      S: art.pyramid(),
      H1: art.ankh(),
      H2: art.eye(),
      H3: art.scarab(),
      A: art.sunDisk('#f2b632'),
      K: art.gem('#1f8f86'),
      Q: art.gem('#c0392b'),
      J: art.feather('#4d9de0'),
      T: art.coin('#d9a62e'),
    },
  },
  ocean: {
    colors: { frame: 'linear-gradient(180deg,#023e8a,#0096c7)', cell: '#e6f7ff', glow: '#90e0ef' },
    symbols: {
      W: wild('#0077b6', art.pearl()),
      S: art.pearl(),
      H1: art.anchor(),
      H2: art.fish('#ff8fab'),
      H3: art.shell(),
      A: art.starfish(),
      K: art.fish('#ffb703'),
      Q: art.fish('#8338ec'),
      J: art.gem('#00b4d8'),
      T: art.coin('#e9c46a'),
    },
  },
  aztec: {
    colors: { frame: 'linear-gradient(180deg,#1b4332,#2d6a4f)', cell: '#f1ead2', glow: '#f4d35e' },
    symbols: {
      W: wild('#9c2a1c', art.mask('#e9c46a')),
      S: art.sunDisk('#f4a259'),
      H1: art.mask('#2a9d8f'),
      H2: art.stepPyramid(),
      H3: art.serpent(),
      A: art.feather('#2fbf71'),
      K: art.feather('#e76f51'),
      Q: art.gem('#2a9d8f'),
      J: art.gem('#e63946'),
      T: art.coin('#c9a227'),
    },
  },
  space: {
    colors: { frame: 'linear-gradient(180deg,#10002b,#3c096c)', cell: '#1c1438', glow: '#c77dff' },
    symbols: {
      W: wild('#7209b7', art.alien()),
      S: art.planet('#f15bb5'),
      H1: art.rocket(),
      H2: art.ufo(),
      H3: art.alien(),
      A: art.moon(),
      K: art.planet('#4cc9f0'),
      Q: art.star('#ffd166'),
      J: art.gem('#c77dff'),
      T: art.star('#90e0ef'),
    },
  },
  dragons: {
    colors: { frame: 'linear-gradient(180deg,#590d22,#a4161a)', cell: '#fff1e0', glow: '#ffd166' },
    symbols: {
      W: wild('#a4161a', art.dragon()),
      S: art.coin('#f2b632', true),
      H1: art.dragon(),
      H2: art.koi(),
      H3: art.lantern(),
      A: art.yinYang(),
      K: art.fan(),
      Q: art.gem('#2a9d8f'),
      J: art.gem('#e63946'),
      T: art.coin('#c9a227', true),
    },
  },
  safari: {
    colors: { frame: 'linear-gradient(180deg,#6b3e1f,#bc6c25)', cell: '#fdf0d5', glow: '#ffb703' },
    symbols: {
      W: wild('#7f4f24', art.lion()),
      S: art.tree(),
      H1: art.lion(),
      H2: art.elephant(),
      H3: art.zebra(),
      A: art.paw('#6b4226'),
      K: art.sunDisk('#ffb703'),
      Q: art.feather('#588157'),
      J: art.gem('#bc6c25'),
      T: art.coin('#dda15e'),
    },
  },
};

/** One symbol of a theme, as an inline SVG. */
export function SymbolArt({ theme, symbol }: { theme: TSlotTheme; symbol: SlotSymbol }) {
  return (
    <svg viewBox="0 0 64 64" className="slot-art" aria-hidden="true" focusable="false">
      {THEME_ART[theme].symbols[symbol]}
    </svg>
  );
}
