import type { AppConfig } from './config';

/** Whether an address is reachable only from this machine. */
export function isLoopback(address: string): boolean {
  return ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(address);
}

/** Where to open the app on this machine. */
export function localUrl(config: AppConfig, scheme: 'http' | 'https' = 'http'): string {
  const shown =
    config.listenAddress === '0.0.0.0' || config.listenAddress === '::' ? 'localhost' : config.listenAddress;
  return `${scheme}://${shown.includes(':') ? `[${shown}]` : shown}:${config.port}`;
}

/** A plain text for humans, whatever the log level: where to open the app, and who else can. */
export function startBanner(config: AppConfig): string {
  const lines = [`  Morsel is running at ${localUrl(config)}`];
  if (config.auth.mode === 'emulator') {
    if (isLoopback(config.listenAddress)) {
      lines.push(
        '  Only this machine can open it: sign-in runs on the built-in Auth emulator, where anyone',
        '  who can reach the app can sign in as anyone. To open it to your network anyway, set',
        '  ALLOW_NETWORK_SIGN_IN=true (or configure real Firebase sign-in, see the README).',
      );
    } else {
      lines.push(
        `  WARNING: listening on ${config.listenAddress} with ALLOW_NETWORK_SIGN_IN=true. Sign-in runs on the`,
        '  built-in Auth emulator: ANYONE ON THIS NETWORK CAN SIGN IN AS ANY USER and read their data.',
        '  Use it only on a network you trust, or configure real Firebase sign-in (see the README).',
      );
    }
  }
  return `\n${lines.join('\n')}\n\n`;
}
