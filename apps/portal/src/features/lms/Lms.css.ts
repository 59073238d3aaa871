import { vars } from '@portal/ui/styles';
import { style } from '@vanilla-extract/css';

// The arrangement is the kit's Stack / Inline / Tiles; this holds the titles, the lessons' indent and the player.
export const subjectTitle = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const lessons = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const lessonTitle = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

// Room for the player before it loads, so the stepper below does not jump.
export const player = style({ minHeight: '12rem' });
