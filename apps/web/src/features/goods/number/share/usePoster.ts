import { useEffect, useState } from 'react';
import { drawPoster, type PosterContent } from './poster';

export type PosterState = { status: 'making' } | { status: 'failed' } | { status: 'ready'; file: File; url: string };

interface Drawn {
  content: PosterContent;
  attempt: number;
  poster: PosterState;
}

/**
 * The poster for `content` (kept the same object while it says the same: a new one draws
 * again), made once it is known; `remake` tries again after a failure. Its picture's address
 * lives as long as it is shown.
 */
export function usePoster(content: PosterContent | undefined, fileName: string): { poster: PosterState; remake(): void } {
  const [attempt, setAttempt] = useState(0);
  const [drawn, setDrawn] = useState<Drawn>();
  useEffect(() => {
    if (!content) return undefined;
    let shown = true;
    let url = '';
    drawPoster(content).then(
      (blob) => {
        if (!shown) return;
        const file = new File([blob], fileName, { type: blob.type });
        url = URL.createObjectURL(file);
        setDrawn({ content, attempt, poster: { status: 'ready', file, url } });
      },
      () => shown && setDrawn({ content, attempt, poster: { status: 'failed' } }),
    );
    return () => {
      shown = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [content, fileName, attempt]);
  const current = drawn && drawn.content === content && drawn.attempt === attempt;
  return { poster: current ? drawn.poster : { status: 'making' }, remake: () => setAttempt((n) => n + 1) };
}
