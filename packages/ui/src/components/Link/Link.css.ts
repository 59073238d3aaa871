import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const link = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.brandStrong, textDecorationThickness: '2px' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    // A link standing on its own (not inside a sentence) gets a full touch target.
    '&[data-variant="standalone"]': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.xs,
      minHeight: vars.size.touch,
      fontWeight: vars.font.weightBold,
    },
  },
});

export const icon = style({ display: 'inline-block', verticalAlign: '-0.125em', marginInlineStart: '0.15em' });
