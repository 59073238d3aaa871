import { vars } from '@portal/ui/styles';
import { style, styleVariants } from '@vanilla-extract/css';

// What the kit's Stack / Inline / Tiles / Card cannot say: the type, the sizes of the pictures.
export const caption = style({ margin: 0, color: vars.color.textMuted });

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

// The classroom side (issue 13): the post form and the list of posted records.
export const staffForm = style({ maxWidth: '40rem' });

export const staffPhoto = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.border,
});
