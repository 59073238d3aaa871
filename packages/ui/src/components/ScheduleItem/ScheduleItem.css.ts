import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const item = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  minWidth: 0,
  overflowWrap: 'anywhere',
  selectors: {
    // Spec 1 §4: transferred-from and recess lessons are greyed out.
    '&[data-muted]': {
      background: vars.color.surfaceSunken,
      borderInlineStartColor: vars.color.disabled,
      color: vars.color.textMuted,
    },
  },
});

export const heading = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const kid = style({ fontWeight: vars.font.weightBold });

export const line = style({ margin: 0, lineHeight: vars.font.lineHeight });

export const note = style({ margin: 0, fontSize: vars.font.sizeSm, fontWeight: vars.font.weightBold });
