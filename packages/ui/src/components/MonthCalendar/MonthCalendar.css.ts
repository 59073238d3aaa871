import { KID_COLOR_KEYS } from '@portal/domain';
import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/vars.css';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const root = style({
  fontFamily: vars.font.body,
  color: vars.color.text,
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  minWidth: '8em',
  textAlign: 'center',
});

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.brand,
  fontSize: vars.font.sizeXl,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': focusRing,
  },
});

export const table = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  background: vars.color.surface,
});

export const weekday = style({
  padding: vars.space.xs,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  borderBottom: `2px solid ${vars.color.border}`,
  selectors: {
    '&[data-tone="sunday"]': { color: vars.color.sunday },
    '&[data-tone="saturday"]': { color: vars.color.saturday },
  },
});

export const abbr = style({ textDecoration: 'none' });

const cellBase = {
  verticalAlign: 'top',
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.xs,
  height: '6.5rem',
} as const;

export const blank = style({ ...cellBase, background: vars.color.surfaceSunken });

export const cell = style({
  ...cellBase,
  selectors: {
    // Spec 1 §2 "Calendar": the cell grows when 3 or more children have lessons that day.
    '&[data-crowded]': { height: '9.5rem' },
    '&[aria-current="date"]': { background: vars.color.brandSubtle },
  },
});

export const dayNumber = style({
  display: 'block',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  marginBottom: vars.space.xxs,
  selectors: {
    '&[data-tone="sunday"]': { color: vars.color.sunday },
    '&[data-tone="saturday"]': { color: vars.color.saturday },
  },
});

export const chips = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });

const kidBorders = Object.fromEntries(
  KID_COLOR_KEYS.map((key) => [`&[data-kid="${key}"]`, { borderInlineStartColor: vars.kid[key] }]),
);

export const chip = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xs,
  paddingInlineStart: vars.space.xs,
  borderInlineStart: `4px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.sizeXs,
  lineHeight: vars.font.lineHeightTight,
  overflowWrap: 'anywhere',
  minWidth: 0,
  selectors: {
    ...kidBorders,
    '&[data-muted]': { color: vars.color.textMuted, borderInlineStartColor: vars.color.disabled },
  },
});

export const chipName = style({ fontWeight: vars.font.weightBold });
export const chipSummary = style({});
export const chipLabel = style({
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
});

// Its own line under the name: the date and time of the transfer's other end.
export const chipNote = style({ flexBasis: '100%' });

export const status = style({ margin: 0, padding: vars.space.lg, textAlign: 'center', color: vars.color.textMuted });
export const error = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.tone.criticalSubtle,
  color: vars.tone.critical,
  overflowWrap: 'anywhere',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const listButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: vars.size.touch,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': focusRing,
    '&[aria-current="date"]': { background: vars.color.brandSubtle },
  },
});

export const listDate = style({
  flexShrink: 0,
  fontWeight: vars.font.weightBold,
  selectors: {
    '&[data-tone="sunday"]': { color: vars.color.sunday },
    '&[data-tone="saturday"]': { color: vars.color.saturday },
  },
});

export const listNames = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, minWidth: 0 });

const kidDots = Object.fromEntries(
  KID_COLOR_KEYS.map((key) => [`&[data-kid="${key}"]::before`, { background: vars.kid[key] }]),
);

// The child's colour is a dot beside the name, so the name itself keeps full text contrast on any background.
export const listName = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
  selectors: {
    '&::before': {
      content: '""',
      flexShrink: 0,
      width: '0.75em',
      height: '0.75em',
      borderRadius: vars.radius.full,
      background: vars.color.border,
    },
    ...kidDots,
    '&[data-muted]': { color: vars.color.textMuted },
    '&[data-muted]::before': { background: vars.color.disabled },
  },
});

export const overlay = style({ position: 'fixed', inset: 0, background: vars.color.overlay, zIndex: vars.z.overlay });

export const dialog = style({
  position: 'fixed',
  zIndex: vars.z.overlay,
  insetInline: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  maxHeight: '85vh',
  overflowY: 'auto',
  maxWidth: '32rem',
  marginInline: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.elevation.overlay,
  fontFamily: vars.font.body,
  display: 'grid',
  gap: vars.space.md,
  selectors: { '&:focus-visible': focusRing },
});

export const dialogTitle = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const dialogList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const dialogItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
  selectors: { ...kidBorders, '&[data-muted]': { color: vars.color.textMuted } },
});

export const closeButton = style({
  justifySelf: 'end',
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  paddingInline: vars.space.lg,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.brand,
  fontFamily: vars.font.body,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

globalStyle(`${root} *:focus-visible`, focusRing);

// Small screens: keep the grid usable if a caller still chooses it on a narrow viewport.
globalStyle(`${table} td`, { '@media': { [media.mobile]: { height: '4.5rem' } } });
