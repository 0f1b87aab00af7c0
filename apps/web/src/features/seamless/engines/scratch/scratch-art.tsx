import type { ScratchSymbol } from '@crupier/contract/house/scratch';

/** The scratch card symbols, drawn inline (viewBox 0 0 64 64). */
const ART: Record<ScratchSymbol, React.ReactNode> = {
  seven: (
    <path
      d="M14 12h36v8L32 54H21l17-32H14z"
      fill="#e23b3b"
      stroke="#7a1010"
      strokeWidth="3"
      strokeLinejoin="round"
    />
  ),
  crown: (
    <>
      <path
        d="M10 46 14 18l12 14 6-18 6 18 12-14 4 28z"
        fill="#f5c542"
        stroke="#8a6510"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <rect x="10" y="46" width="44" height="7" rx="2" fill="#d99e1c" />
      <circle cx="32" cy="36" r="4" fill="#e23b3b" />
    </>
  ),
  diamond: (
    <>
      <path
        d="M12 24 22 12h20l10 12-20 30z"
        fill="#6fd3ff"
        stroke="#1b6c9a"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M12 24h40M22 12l10 12 10-12M32 24v30" stroke="#1b6c9a" strokeWidth="2" fill="none" />
    </>
  ),
  star: (
    <path
      d="m32 8 7 15 16 2-12 11 3 16-14-8-14 8 3-16L9 25l16-2z"
      fill="#ffd84a"
      stroke="#a07a00"
      strokeWidth="3"
      strokeLinejoin="round"
    />
  ),
  clover: (
    <>
      <circle cx="24" cy="24" r="10" fill="#2fbf71" />
      <circle cx="40" cy="24" r="10" fill="#2fbf71" />
      <circle cx="24" cy="38" r="10" fill="#2fbf71" />
      <circle cx="40" cy="38" r="10" fill="#2fbf71" />
      <path d="M32 32q4 14 10 22" stroke="#16703f" strokeWidth="4" fill="none" strokeLinecap="round" />
    </>
  ),
  cherry: (
    <>
      <path d="M22 40q6-22 22-30M42 40q-2-16 2-30" stroke="#3c7a22" strokeWidth="3" fill="none" />
      <circle cx="21" cy="44" r="10" fill="#d42a4a" />
      <circle cx="43" cy="44" r="10" fill="#b81f3c" />
      <circle cx="18" cy="40" r="3" fill="#ff9aa9" />
    </>
  ),
  bell: (
    <>
      <path
        d="M16 46q2-32 16-32t16 32z"
        fill="#f2b632"
        stroke="#8a6510"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <circle cx="32" cy="50" r="5" fill="#8a6510" />
      <rect x="12" y="44" width="40" height="5" rx="2" fill="#d99e1c" />
    </>
  ),
  coin: (
    <>
      <circle cx="32" cy="32" r="21" fill="#f5c542" stroke="#a57b12" strokeWidth="3" />
      <circle cx="32" cy="32" r="14" fill="none" stroke="#a57b12" strokeWidth="2" />
      <path
        d="M32 22v20M27 27h8a3 3 0 0 1 0 6h-6a3 3 0 0 0 0 6h8"
        stroke="#a57b12"
        strokeWidth="3"
        fill="none"
      />
    </>
  ),
};

export function ScratchSymbolArt({ symbol, label }: { symbol: ScratchSymbol; label: string }) {
  return (
    <svg viewBox="0 0 64 64" className="scratch-art" role="img" aria-label={label}>
      {ART[symbol]}
    </svg>
  );
}
