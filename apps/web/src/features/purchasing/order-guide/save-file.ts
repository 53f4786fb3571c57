/**
 * Hands a Blob to the browser as a download: a temporary object URL on a link with `download`,
 * clicked, then released (the browser has started the download by the time click() returns).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers read the URL after the click returns: release it on the next turn.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
