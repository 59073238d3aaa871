import { media, vars } from '@portal/ui/styles';
import { style } from '@vanilla-extract/css';

// Arrangement only: the kit's pieces placed on the column list.
export const stack = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const lead = style({ margin: 0 });

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
