/** The gateway's routes: the table of who owns which prefix, which calls need a token, and the debug route. */
export { matchRoute, probeTargets, routes, serviceKeys, serviceUrls, type Route, type ServiceName } from './table.ts';
// Middleware imports auth-requirements.ts directly: auth-debug.ts imports the middleware, so going through here would loop.
export { requiresToken } from './auth-requirements.ts';
export { authDebugRoutes } from './auth-debug.ts';
