import { choiceColumns } from '@portal/domain';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import { RadioGroup } from 'radix-ui';
import { type ComponentProps, useId } from 'react';
import { useUiTexts } from '../../texts';
import * as styles from './QuizChoiceGrid.css';

export type QuizChoice = {
  value: string;
  label: string;
  /** A picture choice; the label becomes its alternative text and caption. */
  imageSrc?: string;
};

export type QuizChoiceGridProps = Omit<ComponentProps<'div'>, 'children' | 'onChange' | 'defaultValue' | 'dir'> & {
  /** Numbered heading, e.g. 「問1」. */
  questionLabel?: string;
  question: string;
  imageSrc?: string;
  imageAlt?: string;
  /** 1 to 6 choices; the grid has as many columns as choices (spec 1 §2 "Assessment test"). */
  choices: readonly QuizChoice[];
  value?: string;
  onValueChange?: (value: string) => void;
  disabled?: boolean;
};

export function QuizChoiceGrid({
  questionLabel,
  question,
  imageSrc,
  imageAlt,
  choices,
  value,
  onValueChange,
  disabled = false,
  className,
  ...rest
}: QuizChoiceGridProps) {
  const questionId = useId();
  const texts = useUiTexts();
  const columns = choiceColumns(choices.length);
  return (
    <div {...rest} className={clsx(styles.root, className)}>
      <p id={questionId} className={styles.question}>
        {questionLabel ? <span className={styles.questionLabel}>{questionLabel}</span> : null}
        {question}
      </p>
      {imageSrc ? (
        <img className={styles.questionImage} src={imageSrc} alt={imageAlt ?? texts.quizChoiceGrid.imageAlt} />
      ) : null}
      <RadioGroup.Root
        className={styles.grid}
        style={assignInlineVars({ [styles.columns]: String(columns) })}
        aria-labelledby={questionId}
        value={value ?? ''}
        onValueChange={onValueChange}
        disabled={disabled}
        data-columns={columns}
      >
        {choices.map((choice, index) => (
          <RadioGroup.Item
            key={choice.value}
            value={choice.value}
            className={styles.choice}
            aria-label={choice.imageSrc ? choice.label : undefined}
          >
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            {choice.imageSrc ? <img className={styles.choiceImage} src={choice.imageSrc} alt="" /> : null}
            <span className={styles.choiceLabel}>{choice.label}</span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
