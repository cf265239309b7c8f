/** Hands a built file to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the URL once the click is handled; free it after this task.
  queueMicrotask(() => setTimeout(() => URL.revokeObjectURL(url), 0));
}
