import { vars } from '@portal/ui/styles';
import { style } from '@vanilla-extract/css';

export const article = style({ maxWidth: '48rem' });

export const revision = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  textAlign: 'right',
});

export const note = style({ margin: 0, color: vars.tone.critical, fontWeight: vars.font.weightBold });
