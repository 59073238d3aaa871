export {
  RadioGroup,
  type RadioGroupProps,
  type RadioOption,
  type RadioOrientation,
  radioOrientations,
} from './RadioGroup';
