import { vars } from '@portal/ui/styles';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const bannerLink = style({ display: 'block', borderRadius: vars.radius.md });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const subtle = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

// Doubled class: the Card's own border rule may load later (CSS chunks load in navigation order).
export const reminder = style({ selectors: { '&&': { borderColor: vars.tone.caution } } });

export const reminderItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  columnGap: vars.space.sm,
});

export const testItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    // Spec 1 §4: taken tests and children on leave are greyed out and cannot be opened.
    '&[data-greyed]': { background: vars.color.surfaceSunken, color: vars.color.textMuted },
  },
});

export const testText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const testName = style({ fontWeight: vars.font.weightBold });
