import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, freePorts } from '../../../src/features/auth/auth-emulator';

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

describe('choosing the Auth emulator’s extra ports', () => {
  it('gives different ports, none of those excluded, each free once chosen', async () => {
    const own = await freePort('127.0.0.1');
    for (let round = 0; round < 20; round++) {
      const ports = await freePorts('127.0.0.1', 3, [own]);
      expect(new Set(ports).size).toBe(3);
      expect(ports).not.toContain(own);
      for (const port of ports) expect(await canListen(port)).toBe(true);
    }
  });
});
