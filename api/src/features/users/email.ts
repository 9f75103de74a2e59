/**
 * The one form an e-mail address is kept and compared in: without surrounding white space, in
 * lower case, in Unicode NFC. Every address from a token, a request body or a tool passes through
 * here before it is compared or written, so 'Ann@Example.com ' and 'ann@example.com' are one
 * account.
 */
export function normalizeEmail(address: string): string {
  return address.normalize('NFC').trim().toLowerCase();
}
