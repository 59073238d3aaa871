export { IconButton, type IconButtonProps, type IconButtonVariant, iconButtonVariants } from './IconButton';
