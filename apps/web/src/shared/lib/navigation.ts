type Navigator = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigator = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

/** The app registers its router here so code outside React (the API client) can navigate. */
export function setNavigator(next: Navigator): void {
  navigator = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}

/** Path, query and hash of the current location. */
export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
