// What the bench scripts share: waiting for a started server, and signing in as the demo guardian.

/** Polls `url` until it answers 200 (a seeding server takes a while), failing after a minute. */
export async function waitFor(url: string, exited: () => boolean = () => false): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (exited()) throw new Error(`the server behind ${url} exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** Signs in as the demo guardian as the portal does (XSRF cookie first); answers the Cookie header to send. */
export async function signInAsGuardian(base: string): Promise<string> {
  const first = await fetch(`${base}/api/health`);
  const xsrf =
    first.headers
      .getSetCookie()
      .find((c) => c.startsWith('XSRF-TOKEN='))
      ?.split(';')[0] ?? '';
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: xsrf, 'x-xsrf-token': decodeURIComponent(xsrf.slice(11)) },
    body: JSON.stringify({ email: 'guardian@example.com', password: 'demo-pass' }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  return [xsrf, ...res.headers.getSetCookie().map((c) => c.split(';')[0])].join('; ');
}
