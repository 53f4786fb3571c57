import { createReadStream, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

/**
 * FoodData Central's CSV download, as a folder or as the .zip USDA distributes (whose files sit in a
 * dated sub-folder, e.g. FoodData_Central_csv_2024-10-31/food.csv). Files are found by name, any case.
 */
export type FdcSource = {
  /** Uncompressed size in bytes, undefined when the file is absent. */
  size(name: string): number | undefined;
  open(name: string): Promise<Readable>;
  close(): void;
};

export async function openFdcSource(location: string): Promise<FdcSource> {
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(location);
  } catch {
    throw new Error(`${location}: no such folder or .zip file`);
  }
  if (stat.isDirectory()) return folderSource(location);
  if (location.toLowerCase().endsWith('.zip')) return zipSource(location);
  throw new Error(`${location}: expected a folder or a .zip file of FoodData Central CSV files`);
}

function folderSource(root: string): FdcSource {
  const files = new Map<string, string>();
  const walk = (dir: string, depth: number) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && depth < 2) walk(full, depth + 1);
      else if (entry.isFile() && !files.has(entry.name.toLowerCase()))
        files.set(entry.name.toLowerCase(), full);
    }
  };
  walk(root, 0);
  return {
    size: (name) => {
      const file = files.get(name);
      return file === undefined ? undefined : statSync(file).size;
    },
    open: async (name) => {
      const file = files.get(name);
      if (file === undefined) throw new Error(`${name} is not in ${root}`);
      return createReadStream(file, { highWaterMark: 1 << 20 });
    },
    close: () => {},
  };
}

async function zipSource(file: string): Promise<FdcSource> {
  // Kept open after the listing: the importer opens its files later, one at a time.
  const zip = await yauzl.openPromise(file, { autoClose: false });
  const entries = new Map<string, yauzl.Entry>();
  try {
    for await (const entry of zip.eachEntry()) {
      const name = path.posix.basename(entry.fileName).toLowerCase();
      if (!entry.fileName.endsWith('/') && !entries.has(name)) entries.set(name, entry);
    }
  } catch (err) {
    zip.close();
    throw err;
  }
  return {
    size: (name) => entries.get(name)?.uncompressedSize,
    open: (name) => {
      const entry = entries.get(name);
      if (entry === undefined) return Promise.reject(new Error(`${name} is not in ${file}`));
      return zip.openReadStreamPromise(entry);
    },
    close: () => zip.close(),
  };
}
