import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const list = style({ margin: 0, display: 'grid', gap: vars.space.xs });

// A term beside its value, ruled off from the next row; on a narrow phone the value goes under its term.
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8em, 30%) 1fr',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: '1fr', gap: vars.space.xxs } },
});

globalStyle(`${list}[data-preserve-lines] > ${row}`, { whiteSpace: 'pre-wrap' });

globalStyle(`${row} > dt`, { color: vars.color.textMuted, fontWeight: vars.font.weightBold });

globalStyle(`${row} > dd`, { margin: 0 });
