import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's side of a push subscription: its own P-256 key pair and auth secret (RFC 8291 §2). */
export function deviceKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, p256dh: ecdh.getPublicKey().toString('base64url'), authText: auth.toString('base64url') };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** Decrypts an aes128gcm push body (RFC 8188 framing, RFC 8291 keys) as the browser would. */
export function decrypt(body: Buffer, device: ReturnType<typeof deviceKeys>): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20] ?? 0;
  const serverPublic = body.subarray(21, 21 + idlen);
  const cipherText = body.subarray(21 + idlen);
  const ecdhSecret = device.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverPublic]);
  const ikm = hmac(hmac(device.auth, ecdhSecret), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the push body does not end with the last record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export type Received = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** The push service stand-in: an HTTP server that records what it gets and answers with the status asked. */
export async function pushReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answers.shift() ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { received, answers, origin: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}
