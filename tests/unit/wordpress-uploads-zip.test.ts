import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { UploadsTooLargeError, unzipUploads, withUploadsDir } from '@/server/services/wordpress/import/uploads';

type ZipEntry = { name: string; data: Buffer; /** What the zip's headers claim it unpacks to (the truth unless set). */ declaredSize?: number };

/** A deflated zip written by hand (local headers, central directory, end record), headers as told. */
function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declaredSize = data.length } of entries) {
    const fileName = Buffer.from(name);
    const packed = deflateRawSync(data);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(declaredSize, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(declaredSize, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MB = 1024 * 1024;
const work = mkdtempSync(path.join(tmpdir(), 'darvazeh-uploads-zip-'));

function writeZip(name: string, entries: ZipEntry[]): string {
  const file = path.join(work, name);
  writeFileSync(file, zipOf(entries));
  return file;
}

describe('unzipUploads', () => {
  it('unpacks a zip of uploads under its folders', async () => {
    const zip = writeZip('site.zip', [{ name: 'wp-content/uploads/2023/06/photo.jpg', data: Buffer.from('jpeg bytes') }]);
    const target = mkdtempSync(path.join(work, 'site-'));
    await unzipUploads(zip, target);
    expect(readFileSync(path.join(target, '2023/06/photo.jpg'), 'utf8')).toBe('jpeg bytes');

    // The fixture site's uploads, zipped by Info-ZIP with its folder entries.
    const fixture = mkdtempSync(path.join(work, 'fixture-'));
    await unzipUploads(path.join(process.cwd(), 'tests/fixtures/wordpress/uploads.zip'), fixture);
    expect(readFileSync(path.join(fixture, '2023/06/wallet-cover-150x150.jpg'))).toHaveLength(2200);
  });

  it('refuses a zip bomb whose files declare more than the ceiling, writing nothing', async () => {
    // Three megabytes of zeros pack into a few kilobytes.
    const zeros = Buffer.alloc(MB);
    const zip = writeZip('bomb.zip', ['a', 'b', 'c'].map((name) => ({ name: `uploads/2024/01/${name}.jpg`, data: zeros })));
    expect(readFileSync(zip).length).toBeLessThan(20 * 1024);
    const target = mkdtempSync(path.join(work, 'bomb-'));
    const error = await unzipUploads(zip, target, { maxUnpackedBytes: 2 * MB }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UploadsTooLargeError);
    expect((error as Error).message).toMatch(/unpacks to more than 2 MiB/);
    expect(readdirSync(target)).toEqual([]);
  });

  it('refuses a zip whose files inflate past the sizes they declare, at the ceiling, and leaves nothing on disk', async () => {
    const zip = writeZip('liar.zip', [
      { name: 'uploads/2024/01/small.jpg', data: Buffer.from('a real picture') },
      { name: 'uploads/2024/02/liar.jpg', data: Buffer.alloc(8 * MB), declaredSize: 1024 },
    ]);
    const target = mkdtempSync(path.join(work, 'liar-'));
    const error = await unzipUploads(zip, target, { maxUnpackedBytes: 2 * MB }).catch((caught: unknown) => caught);
    // yauzl stops an entry at the first byte past its declared size; the count is the ceiling's backstop.
    expect((error as Error).message).toMatch(/too many bytes|unpacks to more than/);
    expect(readdirSync(target)).toEqual([]);
  });

  it('refuses the import before it runs', async () => {
    const zip = writeZip('bomb-again.zip', [{ name: 'uploads/big.jpg', data: Buffer.alloc(3 * MB) }]);
    let ran = false;
    const refused = withUploadsDir(zip, async () => void (ran = true), { maxUnpackedBytes: 2 * MB });
    await expect(refused).rejects.toBeInstanceOf(UploadsTooLargeError);
    expect(ran).toBe(false);
  });
});
