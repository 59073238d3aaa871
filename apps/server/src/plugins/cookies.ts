import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fp from 'fastify-plugin';

/** Cookies, and HTML form bodies (sign-out is a plain form submit). */
export default fp(
  async (app) => {
    await app.register(cookie);
    await app.register(formbody);
  },
  { name: 'cookies' },
);
