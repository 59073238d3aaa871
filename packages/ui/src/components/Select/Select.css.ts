import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const wrapper = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  selectors: {
    '&[data-width="short"]': { maxWidth: '12em' },
    '&[data-width="medium"]': { maxWidth: '20em' },
    // A chevron drawn with borders keeps the native select (and its accessible picker on phones).
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInlineEnd: vars.space.md,
      top: '50%',
      width: '8px',
      height: '8px',
      borderInlineEnd: `2px solid ${vars.color.text}`,
      borderBottom: `2px solid ${vars.color.text}`,
      transform: 'translateY(-70%) rotate(45deg)',
      pointerEvents: 'none',
    },
  },
});

export const select = style({
  appearance: 'none',
  paddingInlineEnd: `calc(${vars.space.md} * 2 + 8px)`,
  cursor: 'pointer',
  textOverflow: 'ellipsis',
});
