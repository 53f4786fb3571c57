const dateText = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** When stock was counted, as the on-hand grid and its areas show it: "Jan 8, 2026, 12:00 PM". */
export function countedText(at: string): string {
  return dateText.format(new Date(at));
}
