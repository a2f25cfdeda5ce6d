/** Runs after every login (ID, Kakao) before the app leaves the login screen. */
export type AfterLoginHook = () => void | Promise<void>;

const hooks = new Set<AfterLoginHook>();

/**
 * Registers work to do right after a login — e.g. asking for push permission once (product
 * rules §4, login state). Returns a function that unregisters it.
 */
export function onLoggedIn(hook: AfterLoginHook): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

/** Runs the hooks in order; a failing hook is logged and never blocks the login. */
export async function runAfterLoginHooks(): Promise<void> {
  for (const hook of [...hooks]) {
    try {
      await hook();
    } catch (error) {
      console.error(error);
    }
  }
}
