/**
 * Whether an operation's `security` requirement needs a signed-in session. OpenAPI lists
 * alternatives: the session is required only when every alternative names the session cookie; an
 * empty alternative (`{}`) makes it optional, and the handler then gets the user or null.
 */
export function requiresSession(security: ReadonlyArray<Record<string, unknown>>): boolean {
  return security.length > 0 && security.every((scheme) => 'sessionCookie' in scheme);
}
