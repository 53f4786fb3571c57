import type { Db } from '../db/client.ts';
import { type CsvProblem, type CsvRow, readFdcCsv } from './fdc-csv.ts';
import type { FdcSource } from './fdc-source.ts';

/** The files an FDC import reads, in order (only food.csv is required); sizes drive the progress bar. */
export const FDC_FILES = [
  'measure_unit.csv',
  'food_category.csv',
  'wweia_food_category.csv',
  'nutrient.csv',
  'sr_legacy_food.csv',
  'branded_food.csv',
  'food.csv',
  'food_nutrient.csv',
  'food_portion.csv',
] as const;
export type FdcFile = (typeof FDC_FILES)[number];

/** SR28 NDB numbers are below this; every FDC id is above it. */
export const NDB_RANGE_END = 100_000;
export const FOOD_BATCH = 5_000;
export const VALUE_BATCH = 20_000;
const MAX_PROBLEMS_KEPT = 100;

export type FdcProgress = { file: string; bytes: number; totalBytes: number; rows: number; foods: number };

export type FdcImportReport = {
  foods: number;
  /** SR Legacy foods that were already loaded from SR28 and took their FDC id. */
  matchedSr28: number;
  /** Nutrients created (FDC's nutrients SR28 did not have). */
  nutrients: number;
  nutrientValues: number;
  portions: number;
  skippedDataTypes: Record<string, number>;
  missingFiles: string[];
  /** The first problems found (all are counted in problemCount). */
  problems: CsvProblem[];
  problemCount: number;
  seconds: number;
};

export type FdcImportOptions = {
  onProgress?: (progress: FdcProgress) => void;
  log?: (message: string) => void;
};

/** Raised around a database error met while handling a row: that one is fatal, unlike a bad row. */
class DatabaseFailure extends Error {
  constructor(cause: unknown) {
    super('database failure', { cause });
  }
}

/** Which FDC ids were imported in this run: one bit per id (2.8 million ids ≈ 350 KB). */
export class IdSet {
  private bits = new Uint8Array(1 << 16);
  add(id: number) {
    const byte = id >>> 3;
    if (byte >= this.bits.length) {
      const grown = new Uint8Array(Math.max(byte + 1, this.bits.length * 2));
      grown.set(this.bits);
      this.bits = grown;
    }
    this.bits[byte] |= 1 << (id & 7);
  }
  has(id: number) {
    const byte = id >>> 3;
    return byte < this.bits.length && (this.bits[byte] & (1 << (id & 7))) !== 0;
  }
}

/** What every step of an import shares: the database, the report, row streaming and batch sending. */
export type FdcRun = ReturnType<typeof startRun>;

export function startRun(db: Db, source: FdcSource, options: FdcImportOptions) {
  const report: FdcImportReport = {
    foods: 0,
    matchedSr28: 0,
    nutrients: 0,
    nutrientValues: 0,
    portions: 0,
    skippedDataTypes: {},
    missingFiles: [],
    problems: [],
    problemCount: 0,
    seconds: 0,
  };
  const totalBytes = FDC_FILES.reduce((sum, name) => sum + (source.size(name) ?? 0), 0);
  let bytesBefore = 0;
  let pending: Promise<unknown> = Promise.resolve();

  const problem = (p: CsvProblem) => {
    report.problemCount++;
    if (report.problems.length < MAX_PROBLEMS_KEPT) report.problems.push(p);
  };

  return {
    db,
    report,
    problem,
    log: options.log ?? (() => {}),

    /** Streams one file's rows; a missing optional file is noted, an unreadable one reported. */
    async eachRow(
      file: FdcFile,
      required: readonly string[],
      handle: (row: CsvRow) => Promise<void> | void,
    ): Promise<void> {
      const size = source.size(file);
      if (size === undefined) {
        report.missingFiles.push(file);
        return;
      }
      let bytes = 0;
      let count = 0;
      let lastProgress = 0;
      const progress = () =>
        options.onProgress?.({
          file,
          bytes: bytesBefore + bytes,
          totalBytes,
          rows: count,
          foods: report.foods,
        });
      try {
        const stream = await source.open(file);
        for await (const row of readFdcCsv(stream, file, required, problem, (n) => {
          bytes += n;
        })) {
          count++;
          try {
            await handle(row);
          } catch (err) {
            throw new DatabaseFailure(err);
          }
          if (count - lastProgress >= 10_000) {
            lastProgress = count;
            progress();
          }
        }
      } catch (err) {
        // A file that cannot be read (missing columns, broken archive) is reported; the database failing is fatal.
        if (err instanceof DatabaseFailure) throw err.cause;
        problem({ file, line: 0, message: err instanceof Error ? err.message : String(err) });
      }
      bytesBefore += size;
      progress();
      options.log?.(`${file}: ${count} rows`);
    },

    /** Sends a batch while the next one is parsed: one statement in flight; its failure surfaces at the next. */
    async send(work: () => Promise<unknown>): Promise<void> {
      await pending;
      pending = work();
      pending.catch(() => {});
    },

    /** Waits for the statement in flight. */
    async drain(): Promise<void> {
      await pending;
      pending = Promise.resolve();
    },
  };
}
