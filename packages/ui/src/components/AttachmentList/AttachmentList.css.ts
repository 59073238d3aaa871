import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.link,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { background: vars.color.brandSubtle },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const icon = style({
  flexShrink: 0,
  selectors: {
    '&[data-kind="pdf"]': { color: vars.tone.critical },
    '&[data-kind="word"]': { color: vars.course.blue },
    '&[data-kind="excel"]': { color: vars.course.green },
    '&[data-kind="powerpoint"]': { color: vars.course.orange },
    '&[data-kind="image"], &[data-kind="video"], &[data-kind="audio"]': { color: vars.course.pink },
    '&[data-kind="archive"], &[data-kind="text"], &[data-kind="other"]': { color: vars.color.textMuted },
  },
});

export const name = style({ flex: 1, minWidth: 0, textDecoration: 'underline', fontWeight: vars.font.weightBold });

export const meta = style({ flexShrink: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
