import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
  minWidth: 0,
});

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  paddingBlock: vars.space.sm,
  paddingInlineEnd: vars.space.sm,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeightTight,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&:has(input:disabled)': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

/** Native checkbox and radio, enlarged: keeps the platform semantics and keyboard behaviour. */
export const input = style({
  flexShrink: 0,
  width: '24px',
  height: '24px',
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.tone.critical}`, outlineOffset: '1px' },
    // Focus shows on a box in error too (issue 31 item 15): the ring, with the error's red kept inside it.
    '&[aria-invalid="true"]:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
      boxShadow: `0 0 0 2px ${vars.tone.critical}`,
    },
  },
});

export const optionText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, paddingTop: '2px' });

export const optionHint = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });
