export { useRouteHandle, useRouteName, type RouteHandle } from './route-handle';
export { routePath } from '@akkyeo/contracts';
export { LOGIN_PATH, loginPath } from './route-paths';
export { useGoBack } from './use-go-back';
export { useRedirectToLogin, useRequireLogin } from './use-require-login';
export { useRouteId } from './use-route-id';
export { useDocumentTitle } from './use-document-title';
