import { vars } from '@portal/ui/styles';
import { style } from '@vanilla-extract/css';

// Arrangement only: the pieces come from the kit; this places them on the list and detail screens.
export const stack = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.md,
});

export const toolbarItem = style({ margin: 0 });

export const form = style({ display: 'grid', gap: vars.space.md });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const metaItem = style({ display: 'flex', gap: vars.space.xs, margin: 0 });

export const metaTerm = style({ fontWeight: vars.font.weightBold });

export const metaValue = style({ margin: 0 });

export const detailTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  lineHeight: vars.font.lineHeightTight,
  overflowWrap: 'anywhere',
});

export const sectionTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.sizeMd });
