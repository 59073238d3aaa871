import { vars } from '@portal/ui/styles';
import { style } from '@vanilla-extract/css';

// The arrangement is the kit's Stack / Inline; this holds what they cannot say (margins, the meta line's type).
export const toolbarItem = style({ margin: 0 });

export const actions = style({ marginBlockStart: vars.space.sm });

// The meta line's type; it is laid out as the kit's Inline.
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const metaTerm = style({ fontWeight: vars.font.weightBold });

export const metaValue = style({ margin: 0 });

export const detailTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  lineHeight: vars.font.lineHeightTight,
  overflowWrap: 'anywhere',
});

export const sectionTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.sizeMd });
