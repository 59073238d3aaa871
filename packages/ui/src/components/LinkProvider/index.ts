export { LinkProvider, type UiLinkComponent, type UiLinkProps, useLinkComponent } from './LinkProvider';
