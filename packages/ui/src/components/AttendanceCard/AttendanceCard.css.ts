import { style } from '@vanilla-extract/css';
import { surface, surfaceHeader } from '../../styles/surface.css';
import { vars } from '../../styles/vars.css';

// The box is the kit's grid surface, its parts spaced as a Card's.
export const card = style([surface({ padding: 'md' }), { gap: vars.space.sm }]);

// The header keeps a long course name's badge at the top.
export const header = style([surfaceHeader, { alignItems: 'flex-start' }]);

export const title = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold, minWidth: 0 });

export const transfer = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.tone.infoSubtle,
});

export const transferHeading = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.font.weightBold,
  color: vars.tone.info,
});
