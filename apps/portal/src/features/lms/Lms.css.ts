import { media, vars } from '@portal/ui/styles';
import { style } from '@vanilla-extract/css';

// Arrangement only: the kit's pieces placed on the video-lesson screens.
export const stack = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.md });

export const subjects = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const subjectTitle = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const lessons = style({ display: 'grid', gap: vars.space.xs, margin: 0, paddingInlineStart: vars.space.lg });

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: {
    '&[data-view="grid"]': { gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' },
  },
});

export const viewToggle = style({ display: 'flex', gap: vars.space.xs, marginInlineStart: 'auto' });

export const detailHeader = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const lessonTitle = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const player = style({ display: 'grid', gap: vars.space.sm, minHeight: '12rem' });

export const stepper = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  '@media': { [media.mobile]: { flexDirection: 'column' } },
});
