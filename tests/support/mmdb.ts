/**
 * A MaxMind DB (.mmdb) of a few IPv4 networks, written for a test. No pure-JavaScript writer is
 * published on the registry, and the format is small (MaxMind DB spec 2.0): a binary search tree
 * of 24-bit records, sixteen zero bytes, a data section, and the metadata map after a marker.
 * Only what a country lookup reads is written: maps, strings and unsigned integers.
 */
import { writeFileSync } from 'node:fs';

type Value = string | number | bigint | Value[] | { [key: string]: Value };

/** A control byte (and extended type byte) for `type` with a payload of `size` bytes or entries. */
function head(type: number, size: number): Buffer {
  const extended = type > 7;
  const first = (extended ? 0 : type << 5) | (size < 29 ? size : 29);
  const parts = [first];
  if (extended) parts.push(type - 7);
  if (size >= 29) {
    if (size - 29 > 255) throw new Error('mmdb test writer: value too long');
    parts.push(size - 29);
  }
  return Buffer.from(parts);
}

function unsigned(type: number, value: bigint): Buffer {
  const bytes: number[] = [];
  for (let rest = value; rest > 0n; rest >>= 8n) bytes.unshift(Number(rest & 0xffn));
  return Buffer.concat([head(type, bytes.length), Buffer.from(bytes)]);
}

function encode(value: Value): Buffer {
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(2, bytes.length), bytes]);
  }
  // uint32 for numbers, uint64 for bigints: enough for the metadata's counts and epoch.
  if (typeof value === 'number') return unsigned(6, BigInt(value));
  if (typeof value === 'bigint') return unsigned(9, value);
  if (Array.isArray(value)) return Buffer.concat([head(11, value.length), ...value.map(encode)]);
  const entries = Object.entries(value);
  return Buffer.concat([head(7, entries.length), ...entries.flatMap(([key, entry]) => [encode(key), encode(entry)])]);
}

/** The metadata's version fields are uint16 in the spec; the reader takes any unsigned type, but stay faithful. */
function uint16(value: number): Buffer {
  return unsigned(5, BigInt(value));
}

type Network = { cidr: string; country: string };

/** Writes `networks` (IPv4 CIDRs, each with its country code) as a country database at `path`. */
export function writeCountryDatabase(path: string, networks: Network[]): void {
  // Each node holds its two records; -1 is "no data", a node index a branch, {data} a leaf.
  type Record = number | { data: number };
  const nodes: [Record, Record][] = [[-1, -1]];
  const data: Buffer[] = [];
  let dataSize = 0;
  for (const { cidr, country } of networks) {
    const [address = '', bits = '32'] = cidr.split('/');
    const ip = address.split('.').reduce((sum, octet) => sum * 256 + Number(octet), 0);
    const record = encode({ country: { iso_code: country } });
    const leaf = { data: dataSize };
    data.push(record);
    dataSize += record.length;
    let node = 0;
    for (let depth = 0; depth < Number(bits); depth++) {
      const bit = (ip >>> (31 - depth)) & 1;
      const current = nodes[node]!;
      if (depth === Number(bits) - 1) {
        current[bit] = leaf;
        break;
      }
      let next = current[bit];
      if (typeof next !== 'number' || next < 0) {
        nodes.push([-1, -1]);
        next = nodes.length - 1;
        current[bit] = next;
      }
      node = next;
    }
  }
  const count = nodes.length;
  const tree = Buffer.alloc(count * 6);
  nodes.forEach((pair, index) => {
    pair.forEach((record, side) => {
      const value = typeof record === 'number' ? (record < 0 ? count : record) : count + 16 + record.data;
      tree.writeUIntBE(value, index * 6 + side * 3, 3);
    });
  });
  const metadata = Buffer.concat([
    head(7, 9),
    encode('node_count'),
    encode(count),
    encode('record_size'),
    uint16(24),
    encode('ip_version'),
    uint16(4),
    encode('database_type'),
    encode('Test-Country'),
    encode('languages'),
    encode(['en']),
    encode('binary_format_major_version'),
    uint16(2),
    encode('binary_format_minor_version'),
    uint16(0),
    encode('build_epoch'),
    encode(BigInt(Math.floor(Date.now() / 1000))),
    encode('description'),
    encode({ en: 'Networks of a test' }),
  ]);
  writeFileSync(
    path,
    Buffer.concat([tree, Buffer.alloc(16), ...data, Buffer.from('ABCDEF4D61784D696E642E636F6D', 'hex'), metadata]),
  );
}
