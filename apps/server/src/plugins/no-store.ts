import fp from 'fastify-plugin';

/**
 * API answers carry personal data (names, addresses, children): no browser or proxy may keep them, so
 * a shared computer shows nothing after sign-out. A route that decides its own caching (the owner's
 * icon, ADR 008) keeps its header.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      // Pusher's channel authorisation (/broadcasting/auth) signs a session's subscription: never to be kept either.
      const personal = request.url.startsWith('/api/') || request.url.startsWith('/broadcasting/');
      if (personal && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'no-store' },
);
