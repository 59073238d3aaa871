import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';
import { clearOfHeader } from '../Field/Field.css';

export const summary = style({
  // Scrolled to on a failed submit: its heading must not end up under the sticky header.
  scrollMarginBlockStart: clearOfHeader,
  padding: vars.space.md,
  border: `4px solid ${vars.tone.critical}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible, &:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const title = style({
  margin: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  color: vars.tone.critical,
});

export const description = style({ margin: 0, marginBottom: vars.space.sm, fontSize: vars.font.sizeSm });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xxs });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: vars.tone.critical,
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const message = style({ fontWeight: vars.font.weightBold, color: vars.tone.critical });
