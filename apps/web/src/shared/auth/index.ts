export { onLoggedIn, runAfterLoginHooks, type AfterLoginHook } from './after-login';
export { appConfigKey, fetchAppConfig, useAppConfig } from './app-config';
