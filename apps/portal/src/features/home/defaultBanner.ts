// The carousel's default picture (spec 1 §2: a missing image falls back to a default), inlined so it
// never needs a request of its own.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5c6b7a"/><stop offset="1" stop-color="#8796a5"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><circle cx="1040" cy="90" r="150" fill="#fff" opacity=".12"/><text x="80" y="200" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff">まなびポータル</text><text x="80" y="268" font-family="sans-serif" font-size="32" fill="#fff">お子さまの学びを、ご家庭と教室でいっしょに</text></svg>`;

export const DEFAULT_BANNER = `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** Width / height of the carousel's banners (1200 x 400): the slide keeps this box before a picture loads. */
export const BANNER_RATIO = '3 / 1';
