import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const textarea = style({ minHeight: '8em', resize: 'vertical' });

export const counter = style({
  margin: 0,
  alignSelf: 'flex-end',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-state="near"]': { color: vars.tone.caution, fontWeight: vars.font.weightBold },
    '&[data-state="over"]': { color: vars.tone.critical, fontWeight: vars.font.weightBold },
  },
});
