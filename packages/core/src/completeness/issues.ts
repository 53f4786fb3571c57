import { isBlank, MIN_POSITIVE } from '../schemas/blank.ts';

/** One finding about an entity: where (a path into the body, as Zod reports it) and the spec's text. */
export type TIssue = { path: (string | number)[]; message: string };

/**
 * Completeness (spec 4): `complete` drives the validity icon and the `valid` flag; `messages` are the
 * spec texts the work-in-progress dialogs list (each text once); `issues` keep the field paths.
 */
export type TCompleteness = { complete: boolean; messages: string[]; issues: TIssue[] };

export function toCompleteness(issues: TIssue[]): TCompleteness {
  return { complete: issues.length === 0, messages: [...new Set(issues.map((i) => i.message))], issues };
}

/** Collects issues with a path prefix; keeps the rule functions short. */
export class IssueList {
  readonly issues: TIssue[] = [];
  add(path: (string | number)[], message: string): void {
    this.issues.push({ path, message });
  }
  /** Adds `message` when the value fails the spec 5 blank test. Returns true when it was blank. */
  required(value: unknown, path: (string | number)[], message: string): boolean {
    if (isBlank(value)) {
      this.add(path, message);
      return true;
    }
    return false;
  }
  /** A number that must be present and greater than 0 (at least 1e-8, spec 9). */
  positive(value: unknown, path: (string | number)[], missing: string, tooSmall: string): void {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
      this.add(path, missing);
    } else if (typeof value !== 'number' || !(value >= MIN_POSITIVE)) {
      this.add(path, tooSmall);
    }
  }
}

/** True when a reference ({ id }) is missing. */
export function isMissingRef(ref: { id?: unknown } | null | undefined): boolean {
  return ref === null || ref === undefined || ref.id === null || ref.id === undefined;
}

/** Indexes of lines whose reference id already appeared on an earlier line. */
export function duplicateIndexes<T>(lines: ReadonlyArray<T>, idOf: (line: T) => unknown): number[] {
  const seen = new Set<unknown>();
  const duplicates: number[] = [];
  lines.forEach((line, index) => {
    const id = idOf(line);
    if (id === null || id === undefined) return;
    if (seen.has(id)) duplicates.push(index);
    else seen.add(id);
  });
  return duplicates;
}
