import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.card,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  overflowWrap: 'anywhere',
  breakInside: 'avoid',
  selectors: {
    '&[data-kind="strengths"]': { borderColor: vars.tone.positive },
    '&[data-kind="improvement"]': { borderColor: vars.tone.caution },
  },
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  selectors: {
    [`${section}[data-kind="strengths"] &`]: { color: vars.tone.positive },
    [`${section}[data-kind="improvement"] &`]: { color: vars.tone.caution },
  },
});

export const strengths = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const strength = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });

export const rank = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  background: vars.tone.positive,
  color: vars.color.textOnTone,
  fontWeight: vars.font.weightBold,
});

export const itemBody = style({ minWidth: 0, display: 'grid', gap: vars.space.xxs });

export const improvement = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.tone.cautionSubtle,
});

export const category = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontWeight: vars.font.weightBold,
});

export const score = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const comment = style({ margin: 0, lineHeight: vars.font.lineHeight, whiteSpace: 'pre-wrap' });

export const messages = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const message = style({ display: 'grid', gap: vars.space.xxs });

export const messageTitle = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });
