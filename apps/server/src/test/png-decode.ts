import zlib from 'node:zlib';

export type DecodedPng = {
  width: number;
  height: number;
  channels: number;
  pixels: Uint8Array;
  chunks: string[];
};

function paeth(a: number, b: number, c: number) {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Decodes an 8-bit truecolour PNG (with or without alpha), as a solver script would. Tests only. */
export function decodePng(file: Buffer): DecodedPng {
  const chunks: string[] = [];
  const data: Buffer[] = [];
  let width = 0;
  let height = 0;
  let channels = 0;
  for (let at = 8; at < file.length; ) {
    const length = file.readUInt32BE(at);
    const type = file.toString('ascii', at + 4, at + 8);
    const body = file.subarray(at + 8, at + 8 + length);
    chunks.push(type);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8) throw new Error('only 8-bit PNGs');
      channels = body[9] === 6 ? 4 : body[9] === 2 ? 3 : 0;
      if (!channels) throw new Error('only truecolour PNGs');
    }
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const raw = zlib.inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const value = raw[y * (stride + 1) + 1 + i]!;
      const a = i >= channels ? pixels[y * stride + i - channels]! : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + i]! : 0;
      const c = y > 0 && i >= channels ? pixels[(y - 1) * stride + i - channels]! : 0;
      const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
      if (predictor === undefined) throw new Error(`bad filter ${filter}`);
      pixels[y * stride + i] = (value + predictor) & 0xff;
    }
  }
  return { width, height, channels, pixels, chunks };
}

export function decodeDataUrl(url: string): DecodedPng {
  const match = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(url);
  if (!match) throw new Error('not a PNG data URL');
  return decodePng(Buffer.from(match[1]!, 'base64'));
}
