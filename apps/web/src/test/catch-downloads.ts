import { afterEach, vi } from 'vitest';

/** A file the page handed the browser to download: its contents, its name and the link's address. */
export type CaughtDownload = { blob: Blob; name: string; href: string };

// jsdom has no object URLs: a test catching downloads puts its own in, and they are put back after.
const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => {
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
});

/**
 * Catches the files a page downloads (an object URL on a link, clicked): each click on such a link
 * adds the Blob behind it. The click itself is stubbed (call vi.restoreAllMocks after the test).
 */
export function catchDownloads(): CaughtDownload[] {
  const saved: CaughtDownload[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: blobs.get(this.href) as Blob, name: this.download, href: this.href });
  });
  return saved;
}
