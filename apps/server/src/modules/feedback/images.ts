import { FEEDBACK_MAX_IMAGE_BYTES } from '@crupier/contract/member-centre';
import { reencodeReceipt } from '@/modules/payments/receipt-image';
import { AppError } from '@/platform/app-error';

const MARKUP = /<\?php|<script|<html|<svg|<iframe|<body|<\?xml/i;
const PNG_END = Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/**
 * A polyglot: an image that is also something else. Markup or PHP anywhere in the bytes, or data
 * after the image's end (PNG IEND chunk, JPEG end-of-image marker), is refused rather than cleaned.
 */
export function isPolyglot(upload: Buffer): boolean {
  if (MARKUP.test(upload.toString('latin1'))) return true;
  if (upload[0] === 0x89 && upload[1] === 0x50) {
    const end = upload.lastIndexOf(PNG_END);
    return end < 0 || end + PNG_END.length !== upload.length;
  }
  if (upload[0] === 0xff && upload[1] === 0xd8) {
    return !(upload[upload.length - 2] === 0xff && upload[upload.length - 1] === 0xd9);
  }
  return false;
}

/**
 * Feedback images, every one checked before anything is stored: a data URL of PNG or JPEG, at most
 * 5 MB as uploaded, identified by its content (file-type) and decoded and encoded again (sharp), so
 * what is kept carries no script, trailing data or metadata. Any refusal is `400` (spec §5: images
 * are a validation rule like the others).
 */
export async function reencodeFeedbackImages(dataUrls: string[]) {
  const out: { type: 'image/png' | 'image/jpeg'; bytes: Buffer }[] = [];
  for (const [index, dataUrl] of dataUrls.entries()) {
    const [, base64 = ''] = dataUrl.split(',', 2);
    const upload = Buffer.from(base64, 'base64');
    if (upload.length > FEEDBACK_MAX_IMAGE_BYTES) {
      throw new AppError('image_too_large', 400, 'an image is at most 5 MB', { index });
    }
    if (isPolyglot(upload)) throw new AppError('invalid_image', 400, undefined, { index });
    try {
      out.push(await reencodeReceipt(upload));
    } catch (error) {
      if (error instanceof AppError) {
        throw new AppError(
          error.code === 'invalid_image' ? 'invalid_image' : 'image_too_large',
          400,
          undefined,
          {
            index,
          },
        );
      }
      throw error;
    }
  }
  return out;
}
