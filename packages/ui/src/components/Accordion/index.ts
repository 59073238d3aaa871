export {
  Accordion,
  AccordionItem,
  type AccordionItemProps,
  type AccordionProps,
  accordionHeadingLevels,
} from './Accordion';
