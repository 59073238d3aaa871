/** What staff may upload as a lesson video (issue 33, ADR 054): judged by the bytes, never by the name or header. */
export const VIDEO_LIMITS = { maxBytes: 50 * 1024 * 1024, captionsMaxBytes: 1024 * 1024, maxCues: 2000 } as const;

export type VideoType = 'video/webm' | 'video/mp4';
export type Cue = { start: number; end: number; text: string };

/** WebM (an EBML header naming the webm doc type) or MP4 (an ISO base media `ftyp` box); null for anything else. */
export function videoTypeOf(bytes: Uint8Array): VideoType | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    const head = Buffer.from(bytes.subarray(0, 64)).toString('latin1');
    return head.includes('webm') ? 'video/webm' : null;
  }
  const box = Buffer.from(bytes.subarray(4, 12)).toString('latin1');
  if (box.startsWith('ftyp')) {
    const brand = box.slice(4);
    // QuickTime (qt) and HEIF images (heic, mif1, avif) share the box; they are not videos a browser plays as MP4.
    return ['qt  ', 'heic', 'heix', 'mif1', 'msf1', 'avif'].includes(brand) ? null : 'video/mp4';
  }
  return null;
}

const TIME = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

function seconds(stamp: string): number | null {
  const m = TIME.exec(stamp);
  if (!m) return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
}

export type VttResult =
  | { cues: Cue[] }
  | { refused: 'captionsNotVtt' | 'captionsBroken' | 'captionsEmpty' | 'captionsTooMany' };

/**
 * Reads a WebVTT file (https://www.w3.org/TR/webvtt1/) into its cues: it must start with WEBVTT; each cue is
 * an optional identifier, a timing line `00:00:01.000 --> 00:00:04.000` (settings after it are dropped) and
 * its text. NOTE, STYLE and REGION blocks are skipped. Cue text is kept as lines of text.
 */
export function parseVtt(bytes: Uint8Array): VttResult {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { refused: 'captionsNotVtt' };
  }
  text = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (!/^WEBVTT(?:[ \t\n]|$)/.test(text)) return { refused: 'captionsNotVtt' };
  const blocks = text.split(/\n[ \t]*\n+/).slice(1);
  const cues: Cue[] = [];
  for (const block of blocks) {
    const lines = block.split('\n').filter((l, i) => i > 0 || l.trim() !== '');
    if (lines.length === 0) continue;
    const first = lines[0] as string;
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(first)) continue;
    const timingAt = first.includes('-->') ? 0 : (lines[1] ?? '').includes('-->') ? 1 : -1;
    if (timingAt < 0) return { refused: 'captionsBroken' };
    const [from, rest] = (lines[timingAt] as string).split('-->').map((p) => p.trim()) as [string, string];
    const start = seconds(from);
    const end = seconds(rest.split(/[ \t]+/)[0] ?? '');
    const words = lines
      .slice(timingAt + 1)
      .map((l) => l.trim())
      .filter((l) => l !== '')
      .join('\n');
    if (start === null || end === null || end <= start || words === '' || words.includes('-->')) {
      return { refused: 'captionsBroken' };
    }
    cues.push({ start, end, text: words });
    if (cues.length > VIDEO_LIMITS.maxCues) return { refused: 'captionsTooMany' };
  }
  return cues.length === 0 ? { refused: 'captionsEmpty' } : { cues };
}
