import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const root = style({ display: 'grid', gap: vars.space.xs, fontFamily: vars.font.body, minWidth: 0 });

export const label = style({ fontWeight: vars.font.weightBold, fontSize: vars.font.sizeSm, color: vars.color.text });

export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'stretch', minWidth: 0 });

export const value = style({
  boxSizing: 'border-box',
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.touch,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  resize: 'vertical',
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const code = style({ fontFamily: vars.font.mono, fontWeight: vars.font.weightBold, letterSpacing: '0.1em' });

export const button = style({ alignSelf: 'flex-start', flexShrink: 0 });

export const status = style({
  minHeight: '1.5em',
  margin: 0,
  fontSize: vars.font.sizeSm,
  selectors: {
    '&[data-state="copied"]': { color: vars.tone.positive },
    '&[data-state="failed"]': { color: vars.tone.critical },
  },
});
