import { mutations } from '../../app/api';

/** POST /broadcasting/auth through the API client (session cookie and XSRF header), for pusher-js. */
export const authorizeChannel = (socketId: string, channel: string) =>
  mutations
    .broadcastingAuth()
    .mutationFn?.({ socket_id: socketId, channel_name: channel } as never, undefined as never) as Promise<{
    auth: string;
  }>;
