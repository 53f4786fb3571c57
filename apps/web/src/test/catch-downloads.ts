import { onTestFinished, vi } from 'vitest';

/** A file the page handed the browser to download: its contents, its name and the link's address. */
export type CaughtDownload = { blob: Blob; name: string; href: string };

/**
 * Catches the files a page downloads (an object URL on a link, clicked): each click on such a link
 * adds the Blob behind it. jsdom has no object URLs: the test's own are put in, and the click is
 * stubbed; both are put back when the test ends.
 */
export function catchDownloads(): CaughtDownload[] {
  const saved: CaughtDownload[] = [];
  const blobs = new Map<string, Blob>();
  const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ blob: blobs.get(this.href) as Blob, name: this.download, href: this.href });
  });
  onTestFinished(() => {
    URL.createObjectURL = objectUrls.create;
    URL.revokeObjectURL = objectUrls.revoke;
    click.mockRestore();
  });
  return saved;
}
