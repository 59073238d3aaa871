import zlib from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, tail]);
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A valid PNG of width x height black pixels (1-bit grey, or 8-bit RGBA when `rgba`): small on
 * disk because zeros compress ~1000:1, huge once decoded. Rows are streamed through zlib, so building
 * one needs no decoded-size buffer.
 */
export async function bombPng(
  width: number,
  height: number,
  { rgba = false }: { rgba?: boolean } = {},
): Promise<Buffer> {
  const bitDepth = rgba ? 8 : 1;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = bitDepth;
  ihdr[9] = rgba ? 6 : 0;
  const row = Buffer.alloc(1 + Math.ceil((width * bitDepth * (rgba ? 4 : 1)) / 8));
  const z = zlib.createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  z.on('data', (b: Buffer) => parts.push(b));
  const ended = new Promise((resolve) => z.on('end', resolve));
  const perBlock = Math.max(1, Math.floor((1 << 20) / row.length));
  const block = Buffer.alloc(perBlock * row.length);
  for (let y = 0; y < height; y += perBlock) z.write(block.subarray(0, Math.min(perBlock, height - y) * row.length));
  z.end();
  await ended;
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body with one file part; `filename` goes in as given (CR/LF, quotes, paths). */
export function multipartFile(field: string, filename: string, type: string, data: Buffer) {
  const boundary = '----portal-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}
