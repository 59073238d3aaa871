import { style, styleVariants } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { media } from './breakpoints';
import { vars } from './vars.css';

// The kit's one card surface: every card, tile and list row takes its box (border, radius, background,
// shadow, hover and focus) from here, so a change to how a card looks lands once.

const courseKeys = ['pink', 'orange', 'green', 'blue', 'lightBlue', 'other'] as const;

const raised = {
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.elevation.raised,
} as const;

// A raised card that is a link rises on hover; the ring sits outside its border.
const liftOnHover = {
  transition: `box-shadow ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { boxShadow: vars.elevation.overlay },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
} as const;

export const surface = recipe({
  base: { minWidth: 0, color: vars.color.text, fontFamily: vars.font.body },
  variants: {
    variant: {
      /** A card on its own or in a grid of cards. */
      grid: raised,
      /** A grid card marked with a course-coloured bar along its top; the colour from `data-accent`. */
      highlighted: {
        ...raised,
        borderTop: `6px solid ${vars.course.other}`,
        selectors: Object.fromEntries(
          courseKeys.map((key) => [`&[data-accent="${key}"]`, { borderTopColor: vars.course[key] }]),
        ),
      },
      /** A row of a list: flat, ruled off from the next row, at least one touch target high. */
      list: {
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        alignItems: 'center',
        gap: vars.space.sm,
        minHeight: vars.size.touch,
        padding: `${vars.space.sm} ${vars.space.xs}`,
        borderBottom: `1px solid ${vars.color.border}`,
      },
    },
    /** A padded card holds text; a picture card (none) runs its picture to the edge. */
    padding: {
      none: {},
      md: { padding: vars.space.card },
      lg: { padding: vars.space.lg },
    },
    /** The whole surface is one link or button. */
    interactive: { false: {}, true: { textDecoration: 'none' } },
  },
  compoundVariants: [
    { variants: { variant: 'grid', interactive: true }, style: liftOnHover },
    { variants: { variant: 'highlighted', interactive: true }, style: liftOnHover },
    {
      // A row darkens instead of rising; its ring sits inside so the next row does not cover it.
      variants: { variant: 'list', interactive: true },
      style: {
        selectors: {
          '&:hover': { background: vars.color.surfaceSunken },
          '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
        },
      },
    },
  ],
  defaultVariants: { variant: 'grid', padding: 'none', interactive: false },
});

export type SurfaceVariants = NonNullable<RecipeVariants<typeof surface>>;
export const surfaceVariants = ['grid', 'list', 'highlighted'] as const satisfies readonly NonNullable<
  SurfaceVariants['variant']
>[];

/** The list that holds `list` rows: unmarked, ruled above its first row. */
export const surfaceList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderTop: `1px solid ${vars.color.border}`,
});

/** The parts inside a picture card (lesson records, posts, videos, documents). */
export const surfaceMedia = styleVariants({ '4 / 3': '4 / 3', '16 / 9': '16 / 9' }, (aspectRatio) => ({
  display: 'block',
  aspectRatio,
  background: vars.color.surfaceSunken,
}));

export const surfaceImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** Stands in for a missing picture, centred in the picture's box. */
export const surfacePlaceholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const surfaceBody = style({ display: 'grid', gap: vars.space.xxs, padding: vars.space.sm });

export const surfaceTitle = style({ fontWeight: vars.font.weightBold, lineHeight: vars.font.lineHeightTight });

/** A card's facts as a definition list: a narrow muted term beside each value (attendance, trials). */
export const surfaceFacts = style({ margin: 0, display: 'grid', gap: vars.space.xxs });

export const surfaceFact = style({ display: 'flex', gap: vars.space.sm, minWidth: 0 });

export const surfaceFactTerm = style({
  flexShrink: 0,
  width: '4em',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeight,
});

export const surfaceFactValue = style({ margin: 0, minWidth: 0, lineHeight: vars.font.lineHeight });

/** The card header: a title and its badge on one line. */
export const surfaceHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
