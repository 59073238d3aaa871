import type { ComponentProps, ReactNode } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { useUiTexts } from '../../texts';
import { Fieldset } from '../Field/Field';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import * as styles from './Checklist.css';

export const checklistAnswers = ['yes', 'no'] as const;
export type ChecklistAnswer = (typeof checklistAnswers)[number];
export type ChecklistValue = Partial<Record<string, ChecklistAnswer>>;

export type ChecklistItem = { id: string; label: ReactNode };

export type ChecklistProps = Omit<ComponentProps<'fieldset'>, 'onChange' | 'defaultValue' | 'children'> & {
  legend?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  items: readonly ChecklistItem[];
  value?: ChecklistValue;
  defaultValue?: ChecklistValue;
  onValueChange?: (value: ChecklistValue) => void;
  /** Radio names are `${name}.${item.id}`. */
  name?: string;
  /** Items whose answer is wrong or missing, marked after a failed check. */
  invalidItemIds?: readonly string[];
  yesLabel?: string;
  noLabel?: string;
};

/**
 * Questions each answered はい / いいえ (spec 2 §5.5, the final confirmation's six items). Which answer is expected is
 * the domain's business; this only records the answers.
 */
export function Checklist({
  legend,
  hint,
  error,
  required = true,
  items,
  value: valueProp,
  defaultValue = {},
  onValueChange,
  name = 'checklist',
  invalidItemIds = [],
  yesLabel,
  noLabel,
  ...rest
}: ChecklistProps) {
  const [value, setValue] = useControlledState(valueProp, defaultValue, onValueChange);
  const texts = useUiTexts().checklist;
  const options = [
    { value: 'yes', label: yesLabel ?? texts.yes },
    { value: 'no', label: noLabel ?? texts.no },
  ];
  return (
    <Fieldset {...rest} legend={legend ?? texts.legend} hint={hint ?? texts.hint} error={error} required={required}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const invalid = invalidItemIds.includes(item.id);
          return (
            <li
              key={item.id}
              className={styles.item}
              data-answered={value[item.id] !== undefined}
              data-invalid={invalid || undefined}
            >
              <span className={styles.number} aria-hidden="true">
                {index + 1}.
              </span>
              <RadioGroup
                legend={<span className={styles.legend}>{item.label}</span>}
                name={`${name}.${item.id}`}
                orientation="horizontal"
                options={options}
                value={value[item.id] ?? ''}
                error={invalid ? texts.checkAnswer : undefined}
                onValueChange={(answer) => setValue({ ...value, [item.id]: answer as ChecklistAnswer })}
              />
            </li>
          );
        })}
      </ol>
    </Fieldset>
  );
}
