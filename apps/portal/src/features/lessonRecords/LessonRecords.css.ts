import { media, vars } from '@portal/ui/styles';
import { style, styleVariants } from '@vanilla-extract/css';

// Arrangement only: the kit's pieces placed on the lesson-record screens.
export const stack = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const lead = style({ margin: 0 });

export const caption = style({ margin: 0, color: vars.color.textMuted });

/** The filter button shows only on phones (spec 1 §9: at most 767px), where the panel folds away. */
export const filterToggle = style({
  display: 'none',
  justifySelf: 'start',
  '@media': { [media.mobile]: { display: 'inline-flex' } },
});

export const panel = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.md,
  '@media': {
    [media.mobile]: {
      display: 'grid',
      padding: vars.space.md,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      selectors: { '&[data-open="false"]': { display: 'none' } },
    },
  },
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
});

export const searchForm = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
  alignItems: 'end',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, gridColumn: '1 / -1' });

export const detail = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const photo = style({
  display: 'block',
  width: '100%',
  maxWidth: '40rem',
  height: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

/** The course-colour bar above a public post's photo (spec 1 §2). */
const colourBarBase = style({ display: 'block', maxWidth: '40rem', height: '0.5rem', borderRadius: vars.radius.sm });
export const colourBar = styleVariants(vars.course, (colour) => [colourBarBase, { background: colour }]);

export const title = style({ margin: 0, fontSize: vars.font.sizeLg, overflowWrap: 'anywhere' });

export const meta = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: vars.space.xs });

export const comment = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const commentHeading = style({ margin: 0, fontSize: vars.font.sizeMd });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

// The classroom side (issue 13): the post form and the list of posted records.
export const staffForm = style({ display: 'grid', gap: vars.space.md, maxWidth: '40rem', minWidth: 0 });

export const staffList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const staffCard = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 16rem) minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const staffPhoto = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.border,
});
