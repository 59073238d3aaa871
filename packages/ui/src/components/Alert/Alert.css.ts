import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: '1px solid',
  borderInlineStartWidth: '6px',
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-tone="critical"]': { background: vars.tone.criticalSubtle, borderColor: vars.tone.critical },
    '&[data-tone="positive"]': { background: vars.tone.positiveSubtle, borderColor: vars.tone.positive },
    '&[data-tone="caution"]': { background: vars.tone.cautionSubtle, borderColor: vars.tone.caution },
    '&[data-tone="info"]': { background: vars.tone.infoSubtle, borderColor: vars.tone.info },
  },
});

export const icon = style({
  flexShrink: 0,
  marginBlockStart: '2px',
  selectors: {
    [`${alert}[data-tone="critical"] &`]: { color: vars.tone.critical },
    [`${alert}[data-tone="positive"] &`]: { color: vars.tone.positive },
    [`${alert}[data-tone="caution"] &`]: { color: vars.tone.caution },
    [`${alert}[data-tone="info"] &`]: { color: vars.tone.info },
  },
});

export const body = style({ flex: 1, minWidth: 0, display: 'grid', gap: vars.space.xs });

export const title = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });
