import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AppLinkProps } from '../lib/navigation.tsx';

/**
 * `AppLink` inside the SPA: the router's own link, which renders the same `<a href>` and navigates
 * in place. `discover="none"`: route discovery is for framework mode, and its `data-discover`
 * attribute would set these links apart from the marketing bundle's.
 */
export const renderRouterLink = ({ to, ...anchor }: AppLinkProps): ReactNode => <Link to={to} discover="none" {...anchor} />;
