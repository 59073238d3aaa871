import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: '1px solid transparent',
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  overflowWrap: 'anywhere',
  verticalAlign: 'middle',
  selectors: {
    '&[data-tone="critical"]': { background: vars.tone.critical, color: vars.color.textOnTone },
    '&[data-tone="positive"]': { background: vars.tone.positive, color: vars.color.textOnTone },
    '&[data-tone="caution"]': { background: vars.tone.caution, color: vars.color.textOnTone },
    '&[data-tone="info"]': { background: vars.tone.info, color: vars.color.textOnTone },
    '&[data-tone="neutral"]': { background: vars.tone.neutral, color: vars.color.textOnTone },
    '&[data-tone="critical"][data-emphasis="subtle"]': {
      background: vars.tone.criticalSubtle,
      color: vars.tone.critical,
      borderColor: vars.tone.critical,
    },
    '&[data-tone="positive"][data-emphasis="subtle"]': {
      background: vars.tone.positiveSubtle,
      color: vars.tone.positive,
      borderColor: vars.tone.positive,
    },
    '&[data-tone="caution"][data-emphasis="subtle"]': {
      background: vars.tone.cautionSubtle,
      color: vars.tone.caution,
      borderColor: vars.tone.caution,
    },
    '&[data-tone="info"][data-emphasis="subtle"]': {
      background: vars.tone.infoSubtle,
      color: vars.tone.info,
      borderColor: vars.tone.info,
    },
    '&[data-tone="neutral"][data-emphasis="subtle"]': {
      background: vars.tone.neutralSubtle,
      color: vars.tone.neutral,
      borderColor: vars.tone.neutral,
    },
  },
});

export const course = style([
  badge,
  {
    color: vars.color.textOnTone,
    selectors: {
      '&[data-color="pink"]': { background: vars.course.pink },
      '&[data-color="orange"]': { background: vars.course.orange },
      '&[data-color="green"]': { background: vars.course.green },
      '&[data-color="blue"]': { background: vars.course.blue },
      '&[data-color="lightBlue"]': { background: vars.course.lightBlue },
      '&[data-color="other"]': { background: vars.course.other },
    },
  },
]);

export const dot = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.full,
  background: vars.tone.critical,
  verticalAlign: 'middle',
});
