import { vars } from '@portal/ui/styles';
import { style } from '@vanilla-extract/css';

// The arrangement is the kit's Stack / Inline; this holds the home page's own look.
export const bannerLink = style({ display: 'block', borderRadius: vars.radius.md });

export const subtle = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const testName = style({ fontWeight: vars.font.weightBold });
