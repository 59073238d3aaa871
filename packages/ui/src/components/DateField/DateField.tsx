import { type CalendarDate, getDayOfWeek, parseDate } from '@internationalized/date';
import type { ReactNode } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
  Text,
} from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { useUiTexts } from '../../texts';
import { RequirementBadge } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './DateField.css';

/** 'YYYY-MM-DD' (spec 2 §3.1 birthday text) to a calendar date; null when empty or malformed. */
function toDate(value: string | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

export type DateFieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** 'YYYY-MM-DD', or '' when empty. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Earliest and latest choosable days, 'YYYY-MM-DD' (e.g. 20 years ago and today for a child's birthday). */
  min?: string;
  max?: string;
  /** Day the empty field and its calendar start from (spec 2 §5.2: five years ago for a child's birthday). */
  focusDefault?: string;
  name?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
};

function CalendarIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

/** Japanese date entry (年 / 月 / 日 segments and a calendar) on react-aria-components, locale ja-JP. */
export function DateField({
  label,
  hint,
  error,
  required,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  min,
  max,
  focusDefault,
  name,
  disabled,
  id,
  className,
}: DateFieldProps) {
  const [value, setValue] = useControlledState(valueProp, defaultValue, onValueChange);
  const placeholder = toDate(focusDefault);
  const texts = useUiTexts();
  return (
    // The segments' order and words (年 / 月 / 日, the month heading) follow the language's locale.
    <I18nProvider locale={texts.dateField.locale}>
      <DatePicker
        id={id}
        className={className ? `${fieldStyles.field} ${className}` : fieldStyles.field}
        value={toDate(value)}
        onChange={(date) => setValue(date ? date.toString() : '')}
        minValue={toDate(min)}
        maxValue={toDate(max)}
        placeholderValue={placeholder ?? undefined}
        isInvalid={Boolean(error)}
        isRequired={required}
        isDisabled={disabled}
        name={name}
        // The kit shows its own errors; the browser's validation bubbles would fight the error summary.
        validationBehavior="aria"
      >
        <Label className={fieldStyles.label}>
          <span>{label}</span>
          {required !== undefined && <RequirementBadge required={required} />}
        </Label>
        {hint && (
          <Text slot="description" className={fieldStyles.hint}>
            {hint}
          </Text>
        )}
        <FieldError className={fieldStyles.error}>
          <span className={fieldStyles.visuallyHidden}>{texts.field.errorPrefix}</span>
          {error}
        </FieldError>
        <Group className={styles.group}>
          <DateInput className={styles.input}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <Button className={styles.calendarButton}>
            <CalendarIcon />
          </Button>
        </Group>
        <Popover className={styles.popover} placement="bottom start">
          <Dialog aria-label={texts.dateField.pickDate}>
            <Calendar>
              <header className={styles.calendarHeader}>
                <Button slot="previous" className={styles.navButton} aria-label={texts.common.previousMonth}>
                  ‹
                </Button>
                <Heading className={styles.heading} />
                <Button slot="next" className={styles.navButton} aria-label={texts.common.nextMonth}>
                  ›
                </Button>
              </header>
              <CalendarGrid className={styles.grid}>
                <CalendarGridHeader>
                  {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
                </CalendarGridHeader>
                <CalendarGridBody>
                  {(date) => {
                    const weekday = getDayOfWeek(date, 'ja-JP');
                    return (
                      <CalendarCell
                        date={date}
                        className={styles.cell}
                        data-weekday={weekday === 0 ? 'sunday' : weekday === 6 ? 'saturday' : undefined}
                      />
                    );
                  }}
                </CalendarGridBody>
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
}
