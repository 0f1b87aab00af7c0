import crypto from 'node:crypto';

function hash(text: string): number {
  return crypto.createHash('sha256').update(text).digest().readUInt32BE(0);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Splits a title into at most three lines of about 14 characters. */
function lines(title: string): string[] {
  const out: string[] = [];
  for (const word of title.split(' ')) {
    const last = out[out.length - 1];
    if (last !== undefined && (last + word).length < 14) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.slice(0, 3);
}

const MOTIFS = [
  (c: string) =>
    `<circle cx="150" cy="95" r="58" fill="${c}" fill-opacity=".35"/><circle cx="150" cy="95" r="34" fill="${c}" fill-opacity=".55"/>`,
  (c: string) =>
    `<polygon points="150,30 205,130 95,130" fill="${c}" fill-opacity=".45"/><polygon points="150,60 185,125 115,125" fill="#fff" fill-opacity=".18"/>`,
  (c: string) =>
    `<rect x="92" y="42" width="116" height="116" rx="22" transform="rotate(45 150 100)" fill="${c}" fill-opacity=".42"/>`,
  (c: string) =>
    `<path d="M150 40l16 36 40 4-30 27 9 39-35-20-35 20 9-39-30-27 40-4z" fill="${c}" fill-opacity=".55"/>`,
];

/** Game artwork drawn from the studio's hue and the title: no third-party images. */
export function gameArt(input: { title: string; studio: string; hue: number; seed: string }): string {
  const h = hash(input.seed);
  const hue = (input.hue + (h % 50) - 25 + 360) % 360;
  const accent = `hsl(${(hue + 40) % 360},85%,62%)`;
  const motif = MOTIFS[h % MOTIFS.length]!(accent);
  const text = lines(input.title)
    .map(
      (line, i) =>
        `<text x="150" y="${186 + i * 26}" font-size="22" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,38%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},75%,18%)"/></linearGradient></defs><rect width="300" height="300" rx="24" fill="url(#g)"/>${motif}<g fill="#fff" font-family="system-ui,sans-serif" text-anchor="middle">${text}<text x="150" y="282" font-size="13" fill-opacity=".75">${escapeXml(input.studio)}</text></g></svg>`;
}

/** A studio logo: initials in a badge of the studio's hue. */
export function vendorLogo(input: { code: string; name: string; hue: number }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96" width="240" height="96"><rect width="240" height="96" rx="16" fill="hsl(${input.hue},65%,30%)"/><circle cx="48" cy="48" r="30" fill="hsl(${(input.hue + 35) % 360},85%,60%)"/><text x="48" y="57" font-family="system-ui,sans-serif" font-size="24" font-weight="800" fill="#111" text-anchor="middle">${escapeXml(input.code.slice(0, 3))}</text><text x="92" y="56" font-family="system-ui,sans-serif" font-size="18" font-weight="700" fill="#fff">${escapeXml(input.name.slice(0, 14))}</text></svg>`;
}

export function hueOf(code: string): number {
  return hash(code) % 360;
}

/** A wide banner background (the title is drawn by the page, in the reader's language). */
export function bannerArt(name: string): string {
  const h = hash(name);
  const hue = h % 360;
  const circles = Array.from({ length: 9 }, (_, i) => {
    const k = hash(`${name}:${i}`);
    return `<circle cx="${k % 1200}" cy="${(k >>> 10) % 360}" r="${30 + ((k >>> 20) % 140)}" fill="hsl(${(hue + (k % 90)) % 360},85%,60%)" fill-opacity=".22"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 360" width="1200" height="360" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,28%)"/><stop offset="1" stop-color="hsl(${(hue + 70) % 360},75%,12%)"/></linearGradient></defs><rect width="1200" height="360" fill="url(#b)"/>${circles}<path d="M0 300 Q300 240 600 300 T1200 290 V360 H0Z" fill="#000" fill-opacity=".25"/></svg>`;
}
