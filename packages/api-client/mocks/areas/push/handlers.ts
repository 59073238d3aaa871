import type { MockContext } from '../../context';
import { jsonBody, ok } from '../../context';

/** A stand-in VAPID public key: an uncompressed P-256 point (65 bytes), base64url, as the server gives. */
export const MOCK_VAPID_PUBLIC_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

/** Web Push (issue 34): the key, the quiet-hours choice and this device's subscription. */
export function pushHandlers({ http }: MockContext) {
  let quietHours = true;
  const endpoints = new Set<string>();
  return [
    http.get('/api/push', ({ response }) =>
      response(200).json({ success: true, data: { publicKey: MOCK_VAPID_PUBLIC_KEY, quietHours } }),
    ),
    http.post('/api/push/quiet-hours', async ({ request, response }) => {
      quietHours = (await jsonBody(request)).quietHours === true;
      return response(200).json(ok);
    }),
    http.post('/api/push/subscription', async ({ request, response }) => {
      endpoints.add(String((await jsonBody(request)).endpoint));
      return response(200).json(ok);
    }),
    http.delete('/api/push/subscription', async ({ request, response }) => {
      const endpoint = String((await jsonBody(request)).endpoint);
      if (!endpoints.delete(endpoint)) {
        return response(404).json({ message: 'この端末の通知の設定が見つかりません。' });
      }
      return response(200).json(ok);
    }),
  ];
}
