import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media } from './breakpoints';
import { vars } from './vars.css';

// Layout on the token contract (Braid's way): spacing only from `vars.space`, responsive from the shell's
// own breakpoint (below 869px and from 869px). Screens compose Box / Stack / Inline / Columns instead of
// writing layout CSS of their own.
const responsive = defineProperties({
  conditions: { base: {}, sidebar: { '@media': media.sidebar } },
  defaultCondition: 'base',
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    padding: vars.space,
    paddingBlock: vars.space,
    paddingInline: vars.space,
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
  },
});

export const sprinkles = createSprinkles(responsive, plain);
export type Sprinkles = Parameters<typeof sprinkles>[0];
export type Space = keyof typeof vars.space;
