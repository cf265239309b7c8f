import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import dnsPacket from 'dns-packet';

/**
 * A local DNS server over UDP, speaking the real wire protocol, so the email check's MX lookup is tested
 * through Node's own resolver. `mx` lists the domains that have a mail server; every other name is NXDOMAIN.
 */
export async function startFakeDnsServer(mx: string[]) {
  const socket = createSocket('udp4');
  socket.on('message', (message, remote) => {
    const query = dnsPacket.decode(message);
    const question = query.questions?.[0];
    const known = question !== undefined && mx.includes(question.name.toLowerCase());
    const answer = dnsPacket.encode({
      id: query.id,
      type: 'response',
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (known ? 0 : 3), // rcode 3 = NXDOMAIN
      questions: query.questions,
      answers:
        known && question.type === 'MX'
          ? [
              {
                type: 'MX',
                name: question.name,
                ttl: 60,
                data: { preference: 10, exchange: `mx.${question.name}` },
              },
            ]
          : [],
    });
    socket.send(answer, remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return { server: `127.0.0.1:${port}`, close: () => new Promise<void>((r) => socket.close(() => r())) };
}
