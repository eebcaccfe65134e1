import { createContext, useContext } from 'react';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this app, e.g. `paths.pricing`. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** Without a router (the marketing pages' own bundle, site/main.tsx) the browser loads the next page. */
const documentLink = ({ to, ...anchor }: AppLinkProps): ReactNode => <a href={to} {...anchor} />;

const LinkContext = createContext<(props: AppLinkProps) => ReactNode>(documentLink);

/** The SPA hands in how its router renders a link (app/provider.tsx), so its links navigate without a page load. */
export const LinkProvider = LinkContext.Provider;

/**
 * A link to a page of the app, for components that both bundles render: the marketing pages do not
 * carry the router, and both must render the same `<a href>` for the prerendered HTML to hydrate.
 */
export function AppLink(props: AppLinkProps) {
  return useContext(LinkContext)(props);
}

/** Whether a nav link is the current page: exactly, or for a section (`end: false`) anything under it. */
export function isCurrentPath(pathname: string, to: string, end = false): boolean {
  if (pathname === to) return true;
  return !end && to !== '/' && pathname.startsWith(`${to}/`);
}
