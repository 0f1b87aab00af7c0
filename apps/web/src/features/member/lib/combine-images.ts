import { UPLOAD_MAX_IMAGE_BYTES } from '@crupier/contract/constants';

/** Width of a combined receipt: wide enough to read a bank slip, small enough to stay under 5 MB. */
const COMBINED_WIDTH = 1200;

function load(dataUrl: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('not an image'));
    image.src = dataUrl;
  });
}

/** Bytes a base64 data URL decodes to. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/**
 * The deposit receipt the server keeps is one image; spec §9 lets a person pick up to three (front
 * and back of a slip, two screenshots of a banking app). One picture goes as it is; several are
 * stacked, top to bottom, into one JPEG, made smaller until it fits the 5 MB limit.
 */
export async function combineImages(dataUrls: readonly string[]): Promise<string> {
  if (dataUrls.length === 1 && dataUrls[0]) return dataUrls[0];
  const images = await Promise.all(dataUrls.map(load));
  for (const [width, quality] of [
    [COMBINED_WIDTH, 0.85],
    [COMBINED_WIDTH, 0.7],
    [900, 0.7],
    [700, 0.6],
  ] as const) {
    const sizes = images.map((image) => {
      const scale = Math.min(1, width / image.naturalWidth);
      return {
        width: Math.round(image.naturalWidth * scale),
        height: Math.round(image.naturalHeight * scale),
      };
    });
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(...sizes.map((size) => size.width));
    canvas.height = sizes.reduce((sum, size) => sum + size.height, 0);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    let top = 0;
    images.forEach((image, index) => {
      const size = sizes[index] ?? { width: 0, height: 0 };
      context.drawImage(image, 0, top, size.width, size.height);
      top += size.height;
    });
    const combined = canvas.toDataURL('image/jpeg', quality);
    if (dataUrlBytes(combined) <= UPLOAD_MAX_IMAGE_BYTES) return combined;
  }
  throw new Error('combined receipt too large');
}
