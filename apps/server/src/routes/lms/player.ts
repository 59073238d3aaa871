import type { PlayableLesson } from './service';

export type PlayerConfig = {
  lesson: PlayableLesson;
  seitoNo: string;
  /** Seconds where the child stopped last time. */
  start: number;
};

/** JSON that is safe inside a script: no `</script>` or line separators can end it early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The player's own words, in the portal's two languages (it reads the page's lang). */
const LABELS = {
  ja: {
    region: '授業動画',
    play: '再生',
    pause: '一時停止',
    help: 'キー操作：スペースまたはKで再生・一時停止、←→で5秒戻る・進む、↑↓で音量、Mで消音、Cで字幕の表示・非表示、Fで全画面',
    captionsOn: '字幕を表示しています',
    captionsOff: '字幕を非表示にしました',
    resumed: '前回の続き（{time}）から再生します',
    failed: '動画を読み込めませんでした。時間をおいてもう一度お試しください。',
    captions: '日本語',
  },
  en: {
    region: 'Lesson video',
    play: 'Play',
    pause: 'Pause',
    help: 'Keys: Space or K to play or pause, ← → to go back or forward 5 seconds, ↑ ↓ for volume, M to mute, C to show or hide captions, F for full screen',
    captionsOn: 'Captions are shown',
    captionsOff: 'Captions are hidden',
    resumed: 'Resuming where you stopped ({time})',
    failed: 'The video could not be loaded. Please try again later.',
    captions: 'Japanese',
  },
} as const;

/**
 * The player script the portal loads with a script tag (spec 1 §2: /api/lms/player/{lessonId}). It mounts
 * an HTML5 video with a Japanese captions track into #lms-player, adds keyboard controls on the player,
 * resumes at the child's last position and keeps the position as the child watches. `window.lmsPlayer`
 * tells the portal which lesson is mounted and lets it unload the player on a lesson change.
 */
export function playerScript({ lesson, seitoNo, start }: PlayerConfig): string {
  const config = {
    lessonId: lesson.id,
    title: lesson.lessonName,
    seitoNo,
    start,
    video: `/api/lms/video/${lesson.id}`,
    captions: `/api/lms/captions/${lesson.id}`,
    progress: `/api/lms/progress/${lesson.id}`,
    labels: LABELS,
  };
  return `(function () {
  'use strict';
  var config = ${scriptJson(config)};
  var root = document.getElementById('lms-player');
  if (!root) return;
  if (window.lmsPlayer && typeof window.lmsPlayer.destroy === 'function') window.lmsPlayer.destroy();
  var labels = config.labels[(document.documentElement.lang || 'ja').slice(0, 2) === 'en' ? 'en' : 'ja'];

  var figure = document.createElement('figure');
  figure.setAttribute('role', 'region');
  figure.setAttribute('aria-label', labels.region + '：' + config.title);
  figure.tabIndex = -1;
  figure.style.cssText = 'margin:0;display:grid;gap:8px';
  var video = document.createElement('video');
  video.controls = true;
  video.preload = 'metadata';
  video.playsInline = true;
  video.src = config.video;
  video.setAttribute('aria-label', config.title);
  video.setAttribute('aria-describedby', 'lms-player-help');
  video.style.cssText = 'width:100%;aspect-ratio:16/9;background:#000;border-radius:8px';
  video.dataset.lessonId = String(config.lessonId);
  var track = document.createElement('track');
  track.kind = 'captions';
  track.srclang = 'ja';
  track.label = labels.captions;
  track.src = config.captions;
  track.default = true;
  video.appendChild(track);
  var help = document.createElement('p');
  help.id = 'lms-player-help';
  help.textContent = labels.help;
  help.style.cssText = 'margin:0;font-size:0.8125rem';
  var status = document.createElement('p');
  status.setAttribute('role', 'status');
  status.style.cssText = 'margin:0;font-size:0.8125rem;min-height:1.2em';
  figure.appendChild(video);
  figure.appendChild(help);
  figure.appendChild(status);
  root.replaceChildren(figure);

  function say(text) { status.textContent = text; }
  function clock(seconds) {
    var s = Math.floor(seconds);
    return Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0');
  }
  function token() {
    var m = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/);
    return m ? decodeURIComponent(m[1]) : '';
  }
  var saved = config.start;
  // Until the stored position is restored, the element's 0 is not where the child stopped: nothing to keep.
  var restored = false;
  function save(keepalive) {
    if (!restored) return;
    var position = video.ended ? 0 : video.currentTime;
    if (!isFinite(position) || Math.abs(position - saved) < 0.5) return;
    saved = position;
    fetch(config.progress, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: keepalive === true,
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': token() },
      body: JSON.stringify({ seito_no: config.seitoNo, position: Math.round(position * 10) / 10 }),
    }).catch(function () {});
  }

  video.addEventListener('loadedmetadata', function () {
    if (config.start > 0 && config.start < video.duration - 1) {
      video.currentTime = config.start;
      say(labels.resumed.replace('{time}', clock(config.start)));
    }
    restored = true;
  });
  var lastSave = 0;
  video.addEventListener('timeupdate', function () {
    if (Date.now() - lastSave > 5000) { lastSave = Date.now(); save(); }
  });
  video.addEventListener('pause', function () { save(); });
  video.addEventListener('ended', function () { save(); });
  video.addEventListener('error', function () { say(labels.failed); });
  function onHide() { save(true); }
  window.addEventListener('pagehide', onHide);

  function captionsShown() { return video.textTracks[0] && video.textTracks[0].mode === 'showing'; }
  // Capture phase, before the video's own controls: each key acts once, here, and goes no further.
  figure.addEventListener('keydown', function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    var handled = true;
    switch (event.key) {
      case ' ':
      case 'k':
      case 'K':
        if (video.paused) { video.play().catch(function () {}); say(labels.play); } else { video.pause(); say(labels.pause); }
        break;
      case 'ArrowLeft': video.currentTime = Math.max(0, video.currentTime - 5); break;
      case 'ArrowRight': video.currentTime = Math.min(video.duration || 0, video.currentTime + 5); break;
      case 'ArrowUp': video.volume = Math.min(1, Math.round((video.volume + 0.1) * 10) / 10); break;
      case 'ArrowDown': video.volume = Math.max(0, Math.round((video.volume - 0.1) * 10) / 10); break;
      case 'm':
      case 'M': video.muted = !video.muted; break;
      case 'c':
      case 'C': {
        var t = video.textTracks[0];
        if (t) { var show = !captionsShown(); t.mode = show ? 'showing' : 'hidden'; say(show ? labels.captionsOn : labels.captionsOff); }
        break;
      }
      case 'f':
      case 'F':
        if (document.fullscreenElement) document.exitFullscreen().catch(function () {});
        else if (video.requestFullscreen) video.requestFullscreen().catch(function () {});
        break;
      default: handled = false;
    }
    if (handled) { event.preventDefault(); event.stopPropagation(); }
  }, true);
  // Chromium's own controls also act on the release of Space: without this it would play and pause at once.
  function swallow(event) {
    if (event.key === ' ') { event.preventDefault(); event.stopPropagation(); }
  }
  figure.addEventListener('keyup', swallow, true);
  figure.addEventListener('keypress', swallow, true);

  window.lmsPlayer = {
    lessonId: config.lessonId,
    video: video,
    destroy: function () {
      save(true);
      window.removeEventListener('pagehide', onHide);
      video.pause();
      video.removeAttribute('src');
      video.load();
      figure.remove();
      if (window.lmsPlayer && window.lmsPlayer.video === video) window.lmsPlayer = undefined;
    },
  };
})();
`;
}

/** The lesson's captions as WebVTT. */
export function captionsVtt(lesson: PlayableLesson): string {
  const time = (s: number) => {
    const ms = Math.round(s * 1000);
    const hh = String(Math.floor(ms / 3_600_000)).padStart(2, '0');
    const mm = String(Math.floor(ms / 60_000) % 60).padStart(2, '0');
    const ss = String(Math.floor(ms / 1000) % 60).padStart(2, '0');
    return `${hh}:${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`;
  };
  const cues = lesson.captions.map((c, i) => `${i + 1}\n${time(c.start)} --> ${time(c.end)}\n${c.text}`);
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** Parses a single-range `Range: bytes=a-b` header against a size; null for none, 'invalid' when unsatisfiable. */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (m[1] === '') {
    // A suffix range: the last n bytes.
    const n = Number(m[2]);
    if (n === 0) return 'invalid';
    start = Math.max(0, size - n);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start > end || start >= size ? 'invalid' : { start, end };
}
