// Draws the app icons (PNG) from public/favicon.svg: run after changing the logo, commit the output.
// Usage: node apps/web/scripts/make-icons.mjs
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const logo = readFileSync(join(publicDir, 'favicon.svg'));
const BACKGROUND = '#0c7a55';

async function plain(size, file) {
  await sharp(logo, { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(publicDir, 'icons', file));
}

/** Maskable: the logo inside the 80 % safe zone on a full-bleed background. */
async function maskable(size, file) {
  const inner = Math.round(size * 0.72);
  const mark = await sharp(logo, { density: (72 * inner) / 32 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
    .composite([{ input: mark, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(join(publicDir, 'icons', file));
}

await plain(192, 'icon-192.png');
await plain(512, 'icon-512.png');
await maskable(512, 'maskable-512.png');
await maskable(180, 'apple-touch-icon.png');
