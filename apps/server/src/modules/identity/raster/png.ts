import zlib from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const RGB = 2;
const RGBA = 6;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** One scanline under the filter (0 none, 1 sub, 2 up) that leaves the smallest sum of bytes. */
function filterRow(row: Buffer, above: Buffer | null, bpp: number): Buffer {
  let best: Buffer | null = null;
  let bestCost = Number.POSITIVE_INFINITY;
  for (const type of [0, 1, 2]) {
    const out = Buffer.alloc(row.length + 1);
    out[0] = type;
    let cost = 0;
    for (let i = 0; i < row.length; i++) {
      const left = i >= bpp ? row[i - bpp]! : 0;
      const up = above ? above[i]! : 0;
      const value = (row[i]! - (type === 1 ? left : type === 2 ? up : 0)) & 0xff;
      out[i + 1] = value;
      cost += value < 128 ? value : 256 - value;
    }
    if (cost < bestCost) {
      best = out;
      bestCost = cost;
    }
  }
  return best!;
}

/**
 * Encodes RGBA pixels (row by row, 4 bytes each) as a PNG: truecolour, with the alpha channel only when
 * asked. No text chunks: the file holds pixels and nothing else.
 */
export function encodePng(
  width: number,
  height: number,
  rgba: ArrayLike<number>,
  options: { alpha: boolean },
): Buffer {
  const bpp = options.alpha ? 4 : 3;
  const rows: Buffer[] = [];
  let above: Buffer | null = null;
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(width * bpp);
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 4;
      for (let c = 0; c < bpp; c++) row[x * bpp + c] = rgba[from + c]!;
    }
    rows.push(filterRow(row, above, bpp));
    above = row;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, options.alpha ? RGBA : RGB, 0, 0, 0], 8);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function pngDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}
