/**
 * Accounts for a benchmark that needs several users: each signed up through better-auth's route as the web
 * client does, from an address of its own (X-Forwarded-For, believed when the server runs with
 * TRUST_PROXY=127.0.0.1 — see FORWARDED_FROM_LOOPBACK), so that the sign-up limit per client address does
 * not refuse the tenth. Returns each account's session token, for `Authorization: Bearer`.
 */

/** The setting that lets a benchmark's requests carry their client address in X-Forwarded-For. */
export const FORWARDED_FROM_LOOPBACK = { TRUST_PROXY: '127.0.0.1' } as const;

export async function signUpAccounts(url: string, count: number, label: string): Promise<string[]> {
  const run = Date.now().toString(36);
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: url,
        'x-forwarded-for': `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      },
      body: JSON.stringify({
        name: `${label} ${i}`,
        email: `${label}-${i}-${run}@example.org`,
        password: 'bench-secret-1',
      }),
    });
    const body = (await response.json()) as { token?: string };
    if (!response.ok || !body.token) throw new Error(`sign-up of ${label} ${i}: ${response.status}`);
    tokens.push(body.token);
  }
  return tokens;
}
