import { api, mutations } from '../../app/api';
import type { RealtimeCalls } from '../../app/realtime';

/** POST /broadcasting/auth through the API client (session cookie and XSRF header), for pusher-js. */
const authorizeChannel = (socketId: string, channel: string) =>
  mutations
    .broadcastingAuth()
    .mutationFn?.({ socket_id: socketId, channel_name: channel } as never, undefined as never) as Promise<{
    auth: string;
  }>;

/** The calls the realtime connection makes through the API client: channel authorisation and the reconnect's probe. */
export const realtimeCalls: RealtimeCalls = {
  authorize: authorizeChannel,
  serverAnswers: () => api.GET('/api/health').then(({ response }) => response.ok),
};
