import { vars } from '@portal/ui/styles';
import { style } from '@vanilla-extract/css';

// The forms kit arrives with the application screens; until then the sign-in form carries its own layout.
export const card = style({
  maxWidth: '480px',
  marginInline: 'auto',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const lead = style({ marginBlock: `0 ${vars.space.lg}`, color: vars.color.textMuted });

export const summary = style({
  marginBlockEnd: vars.space.lg,
  padding: vars.space.md,
  border: `2px solid ${vars.tone.critical}`,
  borderRadius: vars.radius.md,
  background: vars.tone.criticalSubtle,
  color: vars.color.text,
  selectors: { '&:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const summaryTitle = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const summaryText = style({ margin: `${vars.space.xs} 0 0` });

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBlockEnd: vars.space.lg,
});

export const label = style({ fontWeight: vars.font.weightBold });

export const input = style({
  minHeight: vars.size.touch,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.tone.critical, borderWidth: '2px' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const error = style({
  margin: 0,
  color: vars.tone.critical,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
});

export const actions = style({ display: 'flex', justifyContent: 'center' });
