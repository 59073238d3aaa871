import { vars } from '@portal/ui/styles';
import { style } from '@vanilla-extract/css';

export const card = style({
  maxWidth: '480px',
  marginInline: 'auto',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const lead = style({ marginBlock: `0 ${vars.space.lg}`, color: vars.color.textMuted });

export const summary = style({ marginBlockEnd: vars.space.lg });

export const form = style({ display: 'grid', gap: vars.space.lg });

export const actions = style({ display: 'flex', justifyContent: 'center' });
