import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { stringify } from 'csv-stringify/sync';

/** FoodData Central quotes every field, empty ones too: "fdc_id","data_type",… */
export function fdcCsv(rows: (string | number)[][]): string {
  return stringify(rows, { quoted: true, quoted_empty: true });
}

/** A download-shaped folder: files under a dated sub-folder, as in USDA's zip. */
export function writeFdcFolder(files: Record<string, string>): { root: string; remove(): void } {
  const root = mkdtempSync(path.join(tmpdir(), 'brigade-fdc-'));
  const dir = path.join(root, 'FoodData_Central_csv_2024-10-31');
  mkdirSync(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Zips a folder (deflate, like USDA's download) into `zipFile`: enough of PKZIP for tests. */
export function zipFolder(folder: string, zipFile: string): void {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  for (const file of walk(folder)) {
    const name = Buffer.from(path.relative(folder, file).split(path.sep).join('/'));
    const data = readFileSync(file);
    const packed = deflateRawSync(data);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(crc32(data), 14);
    header.writeUInt32LE(packed.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(header, name, packed);
    centrals.push(central, name);
    offset += header.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  writeFileSync(zipFile, Buffer.concat([...locals, directory, end]));
}
