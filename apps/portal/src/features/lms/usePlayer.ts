import { PLAYER_POLL } from '@portal/domain';
import { useEffect, useState } from 'react';

/** What the player host's script leaves on window once mounted (apps/server/src/routes/lms/player.ts). */
type MountedPlayer = { lessonId: number; destroy: () => void };
declare global {
  interface Window {
    lmsPlayer?: MountedPlayer;
  }
}

export type PlayerStatus = 'loading' | 'ready' | 'failed';

/** Unloads the mounted player and its script tag, so the next lesson starts from a clean slate. */
function unload() {
  window.lmsPlayer?.destroy();
  window.lmsPlayer = undefined;
  for (const script of document.querySelectorAll('script[data-lms-player]')) script.remove();
}

/**
 * Spec 1 §2 "Video lessons" detail: on every lesson change the player is unloaded and the new one's
 * script loaded from /api/lms/player/{lessonId}; the page waits for it up to about 5 s, polling each
 * 100 ms, and otherwise says it could not load.
 */
export function usePlayer(lessonId: number, seitoNo: string | undefined): PlayerStatus {
  const [status, setStatus] = useState<PlayerStatus>('loading');
  useEffect(() => {
    unload();
    setStatus('loading');
    const script = document.createElement('script');
    script.dataset.lmsPlayer = String(lessonId);
    script.src = `/api/lms/player/${lessonId}${seitoNo ? `?seito_no=${encodeURIComponent(seitoNo)}` : ''}`;
    script.async = true;
    document.body.appendChild(script);
    const started = Date.now();
    const poll = window.setInterval(() => {
      if (window.lmsPlayer?.lessonId === lessonId) {
        window.clearInterval(poll);
        setStatus('ready');
      } else if (Date.now() - started >= PLAYER_POLL.timeoutMs) {
        window.clearInterval(poll);
        setStatus('failed');
      }
    }, PLAYER_POLL.intervalMs);
    return () => {
      window.clearInterval(poll);
      unload();
    };
  }, [lessonId, seitoNo]);
  return status;
}
