import { style } from '@vanilla-extract/css';
import { media } from '../../styles/breakpoints';
import { vars } from '../../styles/vars.css';

/** The filter button shows only on phones (spec 1 §9: at most 767px), where the panel folds away. */
export const toggle = style({
  display: 'none',
  // Its own width, not the stack's.
  alignSelf: 'flex-start',
  '@media': { [media.mobile]: { display: 'inline-flex' } },
});

// A row of filters that wraps on wider screens; on a phone a framed column, hidden until the button opens it.
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
