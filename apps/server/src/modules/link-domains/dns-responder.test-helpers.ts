import { createSocket, type Socket } from 'node:dgram';

/**
 * A tiny authoritative DNS server on 127.0.0.1 for tests: answers A and TXT
 * questions from an in-memory zone (NXDOMAIN for unknown names, an empty
 * answer for a known name without that type). Point DNS_SERVERS at `address`.
 */
export interface DnsResponder {
  address: string;
  setTxt(name: string, values: string[]): void;
  setA(name: string, addresses: string[]): void;
  close(): Promise<void>;
}

interface Zone {
  txt?: string[];
  a?: string[];
}

const TYPE_A = 1;
const TYPE_TXT = 16;

function readQuestion(msg: Buffer): { name: string; type: number; end: number } {
  const labels: string[] = [];
  let offset = 12;
  for (let len = msg[offset] ?? 0; len > 0; len = msg[offset] ?? 0) {
    labels.push(msg.subarray(offset + 1, offset + 1 + len).toString('latin1'));
    offset += len + 1;
  }
  offset += 1;
  const type = msg.readUInt16BE(offset);
  return { name: labels.join('.').toLowerCase(), type, end: offset + 4 };
}

function answer(type: number, rdata: Buffer): Buffer {
  const head = Buffer.alloc(12);
  head.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
  head.writeUInt16BE(type, 2);
  head.writeUInt16BE(1, 4); // IN
  head.writeUInt32BE(30, 6); // TTL
  head.writeUInt16BE(rdata.length, 10);
  return Buffer.concat([head, rdata]);
}

const txtData = (value: string) => {
  const bytes = Buffer.from(value, 'utf8');
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length || i === 0; i += 255) {
    const part = bytes.subarray(i, i + 255);
    chunks.push(Buffer.from([part.length]), part);
  }
  return Buffer.concat(chunks);
};

export async function startDnsResponder(): Promise<DnsResponder> {
  const zone = new Map<string, Zone>();
  const socket: Socket = createSocket('udp4');
  socket.on('message', (msg, rinfo) => {
    if (msg.length < 12) return;
    const { name, type, end } = readQuestion(msg);
    const entry = zone.get(name);
    const answers: Buffer[] = [];
    if (entry && type === TYPE_TXT) for (const v of entry.txt ?? []) answers.push(answer(TYPE_TXT, txtData(v)));
    if (entry && type === TYPE_A) {
      for (const ip of entry.a ?? []) answers.push(answer(TYPE_A, Buffer.from(ip.split('.').map(Number))));
    }
    const header = Buffer.alloc(12);
    msg.copy(header, 0, 0, 2); // id
    header.writeUInt16BE(entry ? 0x8580 : 0x8583, 2); // response, authoritative, RD, RA; NXDOMAIN when unknown
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    socket.send(Buffer.concat([header, msg.subarray(12, end), ...answers]), rinfo.port, rinfo.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  const entry = (name: string) => {
    const key = name.toLowerCase();
    const current = zone.get(key) ?? {};
    zone.set(key, current);
    return current;
  };
  return {
    address: `127.0.0.1:${port}`,
    setTxt: (name, values) => {
      entry(name).txt = values;
    },
    setA: (name, addresses) => {
      entry(name).a = addresses;
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
