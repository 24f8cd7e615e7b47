/** Builds the web app and the server bundle where their sources changed; throws if a build fails. */
export function buildIfStale(): void;
