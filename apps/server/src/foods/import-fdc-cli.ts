/**
 * npm run import:fdc -- <folder or .zip of FoodData Central's CSV download>
 *
 * Imports Foundation, SR Legacy, Survey and Branded foods into the database the server uses (DATABASE_URL,
 * or the embedded database in DATA_DIR — the server must be stopped then). Safe to re-run.
 */
import path from 'node:path';
import cliProgress from 'cli-progress';
import { ConfigError, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from '../lib/data-dir-lock.ts';
import { openFdcSource } from './fdc-source.ts';
import { type FdcImportReport, importFdc } from './import-fdc.ts';
import { ensureUsdaLoaded } from './load-sr28.ts';

const USAGE = `Usage: npm run import:fdc -- <folder or .zip>

Imports FoodData Central's CSV download (https://fdc.nal.usda.gov/download-datasets: "Full Download of
All Data Types" or "Branded", CSV) into Brigade's food database. Uses DATABASE_URL when set, else the
embedded database in DATA_DIR (stop the server first). Re-running it updates what changed.`;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export function summary(report: FdcImportReport): string {
  const lines = [
    `Imported ${report.foods} foods in ${report.seconds.toFixed(1)} s (${Math.round(report.foods / Math.max(report.seconds, 0.001))} foods/s):`,
    `  ${report.matchedSr28} SR Legacy foods matched to SR28 by NDB number`,
    `  ${report.nutrientValues} nutrient values, ${report.portions} household portions, ${report.nutrients} new nutrients`,
  ];
  const skipped = Object.entries(report.skippedDataTypes);
  if (skipped.length > 0) lines.push(`  skipped: ${skipped.map(([type, n]) => `${n} ${type}`).join(', ')}`);
  if (report.missingFiles.length > 0) lines.push(`  not in the download: ${report.missingFiles.join(', ')}`);
  if (report.problemCount > 0) {
    lines.push(`${report.problemCount} rows could not be used:`);
    for (const p of report.problems) lines.push(`  ${p.file}${p.line ? `:${p.line}` : ''}: ${p.message}`);
    if (report.problemCount > report.problems.length)
      lines.push(`  … and ${report.problemCount - report.problems.length} more`);
  }
  return lines.join('\n');
}

async function main(args: string[]): Promise<number> {
  const location = args.find((arg) => !arg.startsWith('-'));
  if (!location || args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return location ? 0 : 1;
  }
  const config = loadConfig();
  const source = await openFdcSource(path.resolve(location));
  let lock: DataDirLock | undefined;
  let database: Database | undefined;
  const bar = new cliProgress.SingleBar(
    {
      format: ' {bar} {percentage}% | {file} | {foods} foods | {rate} MB/s | ETA {eta_formatted}',
      etaBuffer: 50,
      fps: 4,
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  try {
    if (!config.databaseUrl) lock = acquireDataDirLock(config.dataDir);
    database = config.databaseUrl
      ? await openDatabase({ driver: 'postgres', url: config.databaseUrl })
      : await openDatabase({ driver: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
    await migrate(database.db);
    await ensureUsdaLoaded(database.db, { info: (message) => console.log(message) });
    const started = performance.now();
    let barStarted = false;
    const report = await importFdc(database.db, source, {
      onProgress: (p) => {
        const payload = {
          file: p.file,
          foods: p.foods,
          rate: (p.bytes / 1024 / 1024 / Math.max((performance.now() - started) / 1000, 0.001)).toFixed(1),
        };
        if (!barStarted) {
          bar.start(p.totalBytes, p.bytes, payload);
          barStarted = true;
        } else bar.update(p.bytes, payload);
      },
    });
    bar.stop();
    console.log(summary(report));
    console.log(`Peak memory: ${megabytes(process.resourceUsage().maxRSS * 1024)}`);
    return 0;
  } finally {
    bar.stop();
    source.close();
    await database?.close();
    lock?.release();
  }
}

if (import.meta.main) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err) => {
      const known = err instanceof ConfigError || err instanceof DataDirLockedError;
      console.error(
        known ? err.message : `Import failed: ${err instanceof Error ? (err.stack ?? err.message) : err}`,
      );
      process.exit(1);
    },
  );
}
