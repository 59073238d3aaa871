import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const root = style({
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

// Authored HTML has no classes of its own, so the kit styles its elements from the outside.
globalStyle(`${root} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${root} > :last-child`, { marginBlockEnd: 0 });
globalStyle(`${root} p, ${root} ul, ${root} ol, ${root} table, ${root} blockquote`, {
  marginBlock: `0 ${vars.space.md}`,
});
globalStyle(`${root} h1, ${root} h2, ${root} h3, ${root} h4`, {
  marginBlock: `${vars.space.lg} ${vars.space.sm}`,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});
globalStyle(`${root} h1, ${root} h2`, { fontSize: vars.font.sizeXl });
globalStyle(`${root} h3, ${root} h4`, { fontSize: vars.font.sizeLg });
globalStyle(`${root} ul, ${root} ol`, { paddingInlineStart: '1.5em' });
globalStyle(`${root} a`, { color: vars.color.link, textDecoration: 'underline' });
globalStyle(`${root} a:focus-visible`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle(`${root} img, ${root} video, ${root} iframe`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${root} table`, { display: 'block', overflowX: 'auto', borderCollapse: 'collapse' });
globalStyle(`${root} th, ${root} td`, { border: `1px solid ${vars.color.border}`, padding: vars.space.sm });
globalStyle(`${root} blockquote`, {
  marginInline: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
