import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const image = style({ display: 'block', maxWidth: '100%', height: 'auto', objectFit: 'cover' });

export const fallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '120px',
  padding: vars.space.md,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeSm,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});
