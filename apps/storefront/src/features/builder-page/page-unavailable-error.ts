/** Thrown when the api cannot give a page's content; error.tsx shows a retry notice. */
export class PageUnavailableError extends Error {
  constructor(
    readonly storeView: string,
    readonly path: string,
    readonly reason: string,
  ) {
    super(`The page ${path} of store view ${storeView} is unavailable (${reason})`);
    this.name = 'PageUnavailableError';
  }
}
