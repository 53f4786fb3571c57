import {
  preplistReadinessIssues,
  type TIssue,
  type TPlatingStyle,
  type TPreplistRequestLine,
} from '@brigade/core';
import { useMemo, useState } from 'react';
import type { EventDraft, EventDraftLine } from '../event-draft';

/** A line of the Prep List tab: the draft's line with what was typed here. */
export type PrepLine = {
  key: string;
  line: EventDraftLine;
  /** The prep quantity as typed ('' = none yet: View Prep List waits for it). */
  text: string;
  /** The quantity prepared, as typed. */
  quantity: number | null;
  issues: TIssue[];
};

const parse = (text: string): number | null => (text.trim() === '' ? null : Number(text));
const same = (a: number | null, b: number | null) => a === b || (Number.isNaN(a) && Number.isNaN(b));

/**
 * The tab's lines and what it sends. Typed quantities are held here too, so a half-typed number
 * ('1.') survives a re-render and the tab works without `onDraftChange` (read-only callers); when the
 * dialog's draft moves on (another tab changed it), the draft wins.
 */
export function usePrepLines(draft: EventDraft, onDraftChange?: (draft: EventDraft) => void) {
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [platings, setPlatings] = useState<Record<string, TPlatingStyle>>({});

  const lines = draft.banquetEventMenuSectionItems;
  const keys = useMemo(() => {
    const seen = new Set<string>();
    return lines.map((line, index) => {
      const key = seen.has(`msi-${line.menuSectionItem.id}`)
        ? `msi-${line.menuSectionItem.id}-${index}`
        : `msi-${line.menuSectionItem.id}`;
      seen.add(key);
      return key;
    });
  }, [lines]);

  const current: EventDraftLine[] = lines.map((line, i) => {
    const typed = texts[keys[i]];
    const own =
      typed !== undefined && (!onDraftChange || same(parse(typed), line.prepQuantity))
        ? parse(typed)
        : line.prepQuantity;
    const plating = onDraftChange ? line.plating : (platings[keys[i]] ?? line.plating);
    return { ...line, prepQuantity: own, plating };
  });
  const event = { ...draft, banquetEventMenuSectionItems: current };
  const issues = preplistReadinessIssues(event);

  const prepLines: PrepLine[] = current.map((line, i) => {
    const typed = texts[keys[i]];
    const text =
      typed !== undefined && same(parse(typed), line.prepQuantity)
        ? typed
        : line.prepQuantity === null
          ? ''
          : String(line.prepQuantity);
    return {
      key: keys[i],
      line,
      text,
      quantity: line.prepQuantity,
      issues: issues.filter(
        (issue) => issue.path[0] === 'banquetEventMenuSectionItems' && issue.path[1] === i,
      ),
    };
  });

  const update = (index: number, change: Partial<EventDraftLine>) =>
    onDraftChange?.({
      ...draft,
      banquetEventMenuSectionItems: lines.map((line, i) => (i === index ? { ...line, ...change } : line)),
    });

  return {
    lines: prepLines,
    issues,
    ready: issues.length === 0,
    /** What POST /api/preplist gets: every line with its own quantity (sent only once every line has one). */
    request: prepLines.map(
      ({ line, quantity }): TPreplistRequestLine => ({
        id: line.id,
        menuSectionItem: { id: line.menuSectionItem.id },
        prepQuantity: quantity,
        plating: line.plating,
      }),
    ),
    setQuantity(index: number, text: string) {
      setTexts((t) => ({ ...t, [keys[index]]: text }));
      const quantity = parse(text);
      update(index, { prepQuantity: quantity !== null && Number.isNaN(quantity) ? null : quantity });
    },
    setPlating(index: number, plating: TPlatingStyle) {
      setPlatings((p) => ({ ...p, [keys[index]]: plating }));
      update(index, { plating });
    },
  };
}
