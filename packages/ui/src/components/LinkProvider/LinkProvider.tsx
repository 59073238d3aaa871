import { type ComponentProps, type ComponentType, createContext, type ReactNode, useContext } from 'react';

/** What a link in the kit receives: an anchor's props with a required in-app `href`. */
export type UiLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };
export type UiLinkComponent = ComponentType<UiLinkProps>;

function PlainLink(props: UiLinkProps) {
  return <a {...props} />;
}

const LinkContext = createContext<UiLinkComponent>(PlainLink);

/**
 * Lets the app give the kit its router link (client-side navigation, preloading) while the
 * components keep knowing only props; without a provider they render plain anchors.
 */
export function LinkProvider({ component, children }: { component: UiLinkComponent; children: ReactNode }) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

export function useLinkComponent(): UiLinkComponent {
  return useContext(LinkContext);
}
