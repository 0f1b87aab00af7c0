import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '@/platform/app-error';

/** The largest receipt accepted, as uploaded. */
export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;
/**
 * The most pixels decoded from one upload: a 5 MB file may claim a huge canvas (a decompression
 * bomb); anything larger than this is refused before it is decoded.
 */
export const MAX_RECEIPT_PIXELS = 40_000_000;
/** Receipts are stored no larger than this on either side. */
export const MAX_RECEIPT_SIDE = 2_000;

const FORMATS = { 'image/png': 'png', 'image/jpeg': 'jpeg' } as const;
type ReceiptType = keyof typeof FORMATS;

// Every upload is different: nothing is gained by keeping decoded images around.
sharp.cache(false);

const isReceiptType = (mime: string | undefined): mime is ReceiptType =>
  mime !== undefined && Object.hasOwn(FORMATS, mime);

/**
 * A receipt as it is stored: the upload is identified by its content (not by what it claims to be),
 * must be a PNG or a JPEG within the size and pixel limits, and is decoded and encoded again, so
 * what is kept is a plain image with no metadata (EXIF, GPS, comments), no trailing or embedded data
 * and at most MAX_RECEIPT_SIDE pixels on a side, turned upright by its EXIF orientation first.
 */
export async function reencodeReceipt(upload: Buffer): Promise<{ type: ReceiptType; bytes: Buffer }> {
  if (upload.length === 0) throw new AppError('invalid_image', 400);
  if (upload.length > MAX_RECEIPT_BYTES) throw new AppError('payload_too_large', 413);
  const type = (await fileTypeFromBuffer(upload))?.mime;
  if (!isReceiptType(type)) throw new AppError('invalid_image', 400);

  const input = () => sharp(upload, { limitInputPixels: MAX_RECEIPT_PIXELS, failOn: 'error', pages: 1 });
  try {
    const { width, height } = await input().metadata();
    if (!width || !height) throw new AppError('invalid_image', 400);
    if (width * height > MAX_RECEIPT_PIXELS) throw new AppError('image_too_large', 413);
    const image = input()
      .rotate()
      .resize({ width: MAX_RECEIPT_SIDE, height: MAX_RECEIPT_SIDE, fit: 'inside', withoutEnlargement: true });
    const bytes =
      FORMATS[type] === 'png'
        ? await image.png({ compressionLevel: 9 }).toBuffer()
        : await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    return { type, bytes };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new AppError('image_too_large', 413);
    throw new AppError('invalid_image', 400);
  }
}
