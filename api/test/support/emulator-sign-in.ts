/**
 * Signs in to an Auth emulator (`host:port`) as a Google user, with the REST call the browser SDK
 * makes, and returns the ID token and the account's uid. Used by the API tests and the e2e
 * journeys, so it imports nothing of either.
 */
export async function emulatorGoogleSignIn(
  emulatorHost: string,
  email: string,
  options: { name?: string; uid?: string; emailVerified?: boolean } = {},
): Promise<{ idToken: string; uid: string }> {
  const claims = {
    sub: options.uid ?? `google-${email}`,
    email,
    email_verified: options.emailVerified ?? true,
    ...(options.name ? { name: options.name } : {}),
  };
  const res = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=test-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
        returnIdpCredential: true,
      }),
    },
  );
  if (!res.ok) throw new Error(`emulator sign-in failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { idToken: string; localId: string };
  return { idToken: body.idToken, uid: body.localId };
}
