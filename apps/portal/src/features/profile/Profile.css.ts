import { vars } from '@portal/ui/styles';
import { style } from '@vanilla-extract/css';

// The arrangement is the kit's Stack / Inline / Box; the detail rows are the kit's DetailList; this holds the
// profile's type and picture.
export const name = style({ margin: 0, fontWeight: vars.font.weightBold, fontSize: vars.font.sizeLg });

export const kana = style({
  fontWeight: vars.font.weightRegular,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const error = style({ margin: 0, color: vars.tone.critical, fontWeight: vars.font.weightBold });

export const ok = style({ margin: 0, color: vars.color.text, minHeight: '1.5em' });

export const previewImage = style({
  inlineSize: '120px',
  blockSize: '120px',
  objectFit: 'cover',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
});
