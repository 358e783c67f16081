import { copyText } from '../../../../shared/copy';

export interface SharedLink {
  title: string;
  text: string;
  url: string;
}

/**
 * Hands the link to the phone's own share panel where the browser has one (the Web Share
 * API); elsewhere copies it, with the copy toasts. A visitor closing the panel is no failure.
 */
export async function sendLink(link: SharedLink): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(link);
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  await copyText(link.url);
}
