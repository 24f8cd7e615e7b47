/** Leaves the app for another site (its own module so tests can replace it). */
export function openExternal(url: string): void {
  window.location.assign(url);
}
