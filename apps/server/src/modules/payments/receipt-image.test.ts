import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_RECEIPT_BYTES, MAX_RECEIPT_SIDE, reencodeReceipt } from './receipt-image';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 90 } } });

async function codeOf(work: Promise<unknown>) {
  try {
    await work;
    return null;
  } catch (error) {
    const { code, status } = error as { code: string; status: number };
    return `${status} ${code}`;
  }
}

/** A PNG whose header claims `width` × `height` pixels, over a few bytes of data: a decompression bomb. */
function pngClaiming(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('receipt images', () => {
  it('re-encodes a JPEG without its metadata', async () => {
    const upload = await solid(64, 48)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', ImageDescription: 'gps and more' } })
      .toBuffer();
    expect(upload.includes('secret-owner')).toBe(true);
    const { type, bytes } = await reencodeReceipt(upload);
    expect(type).toBe('image/jpeg');
    expect(bytes.includes('secret-owner')).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
  });

  it('drops whatever rides along with a PNG (text chunks, trailing data)', async () => {
    const png = await solid(10, 10)
      .png()
      .withMetadata()
      .withExif({ IFD0: { Artist: 'hidden-artist' } })
      .toBuffer();
    const upload = Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]);
    const { type, bytes } = await reencodeReceipt(upload);
    expect(type).toBe('image/png');
    expect(bytes.includes('<script>')).toBe(false);
    expect(bytes.includes('hidden-artist')).toBe(false);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 10, height: 10 });
  });

  it('scales a large image down to the largest side it keeps', async () => {
    const { bytes } = await reencodeReceipt(await solid(3_000, 1_000).png().toBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ width: MAX_RECEIPT_SIDE, height: 667 });
  });

  it('refuses what is not a PNG or a JPEG, whatever it starts with', async () => {
    const gif = await solid(4, 4).gif().toBuffer();
    const webp = await solid(4, 4).webp().toBuffer();
    const truncated = (await solid(32, 32).png().toBuffer()).subarray(0, 60);
    const headerOnly = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<?php echo 1; ?>'),
    ]);
    for (const upload of [
      Buffer.from('%PDF-1.7\n'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('hello'),
      gif,
      webp,
      truncated,
      headerOnly,
    ]) {
      expect(await codeOf(reencodeReceipt(upload))).toBe('400 invalid_image');
    }
    expect(await codeOf(reencodeReceipt(Buffer.alloc(0)))).toBe('400 invalid_image');
  });

  it('refuses a decompression bomb and an oversized upload with 413 before decoding it', async () => {
    expect(await codeOf(reencodeReceipt(pngClaiming(50_000, 50_000)))).toBe('413 image_too_large');
    expect(await codeOf(reencodeReceipt(pngClaiming(20_000, 2_001)))).toBe('413 image_too_large');
    expect(await codeOf(reencodeReceipt(Buffer.alloc(MAX_RECEIPT_BYTES + 1, 0xff)))).toBe(
      '413 payload_too_large',
    );
  });
});
