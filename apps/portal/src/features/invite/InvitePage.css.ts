import { style } from '@vanilla-extract/css';

// The notes keep their bullets; the kit's Stack spaces them.
export const notes = style({ margin: 0, paddingInlineStart: '1.5em' });
