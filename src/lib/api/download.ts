/**
 * Browser-navigation downloads (schedule PDF, presentations). With a real API the
 * browser simply navigates to the file. In the mock-backed demo the mock server lives
 * in a service worker that never sees page navigations, so the file is fetched (the
 * worker answers) and saved from memory instead.
 */
import type { MessageId } from '@/i18n/i18n';
import { showAlert } from '@/lib/alerts';

/** A catalogue id (the alert shows it in the attendee's language). */
const NOT_DOWNLOADED: MessageId = 'The file could not be downloaded.';

function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match ? decodeURIComponent(match[1]) : fallback;
}

async function saveThroughFetch(url: string): Promise<void> {
  try {
    const response = await fetch(url);
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      await showAlert(body?.message ?? NOT_DOWNLOADED, 'error');
      return;
    }
    const blob = await response.blob();
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = fileNameFrom(response.headers.get('content-disposition'), 'download.pdf');
    document.body.appendChild(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
  } catch {
    await showAlert(NOT_DOWNLOADED, 'error');
  }
}

/** Whether downloads must be fetched by the page (mock-backed demo) rather than navigated to. */
export const downloadsThroughFetch = import.meta.env.VITE_API_MOCKING === 'on';

export function openDownload(url: string): void {
  if (downloadsThroughFetch) void saveThroughFetch(url);
  else window.location.assign(url);
}
