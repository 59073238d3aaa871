import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/vars.css';

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.textMuted}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  transition: `background ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    // State attributes from react-aria-components' DropZone.
    '&[data-drop-target]': {
      background: vars.color.brandSubtle,
      borderColor: vars.color.brand,
      borderStyle: 'solid',
    },
    '&[data-invalid="true"]': { borderColor: vars.tone.critical },
    // No opacity: the explanatory text must keep its contrast while the picker is off.
    '&[data-disabled]': { borderStyle: 'solid', borderColor: vars.color.border, cursor: 'not-allowed' },
    // The zone's own hidden button (drop or paste by keyboard) has focus.
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' }, [media.mobile]: { padding: vars.space.md } },
});

export const zoneText = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const alert = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.tone.criticalSubtle,
  color: vars.tone.critical,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '56px 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const preview = style({
  width: '56px',
  height: '56px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

export const fileIcon = style([
  preview,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: vars.font.sizeXs,
    fontWeight: vars.font.weightBold,
    color: vars.color.textMuted,
    textTransform: 'uppercase',
  },
]);

export const fileName = style({ minWidth: 0, overflowWrap: 'anywhere', fontSize: vars.font.sizeSm });

export const fileSize = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.font.sizeXs });
