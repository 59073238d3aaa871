import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media } from './breakpoints';
import { vars } from './vars.css';

// Layout on the token contract (Braid's way): spacing only from `vars.space` (or none), responsive from the
// kit's breakpoints (phones below 768px, tablets from 768px, the sidebar from 869px). Screens compose Box /
// Stack / Inline / Columns instead of writing layout CSS of their own.
const padding = { 0: '0', ...vars.space };

const responsive = defineProperties({
  conditions: { base: {}, tablet: { '@media': media.tablet }, sidebar: { '@media': media.sidebar } },
  defaultCondition: 'base',
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    rowGap: vars.space,
    columnGap: vars.space,
    padding,
    paddingBlock: padding,
    paddingInline: padding,
  },
});

const plain = defineProperties({
  properties: {
    minWidth: { 0: '0' },
    flexGrow: { 0: '0', 1: '1' },
    flexShrink: { 0: '0', 1: '1' },
    flexBasis: { 0: '0', auto: 'auto' },
    listStyle: { none: 'none' },
    margin: { 0: '0' },
    // A fieldset laid out as a Stack drops its frame.
    border: { 0: '0' },
    marginInlineStart: { auto: 'auto' },
    alignSelf: ['flex-start', 'center', 'flex-end', 'stretch'],
    /** A grid child that spans every column (a form's row of buttons). */
    gridColumn: { full: '1 / -1' },
  },
});

export const sprinkles = createSprinkles(responsive, plain);
export type Sprinkles = Parameters<typeof sprinkles>[0];
export type Space = keyof typeof vars.space;
