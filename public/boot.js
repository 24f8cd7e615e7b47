// Runs inline in <head>, before the app's scripts (the build inlines it; the CSP admits its hash).

// The colour theme, before the first paint, so a dark-mode visitor never sees a light flash: the
// user's choice (localStorage "theme" = "dark" | "light"), else the system's colour scheme.
(function () {
  var saved = null;
  try {
    saved = window.localStorage.getItem('theme');
  } catch (e) {
    // Storage blocked (privacy mode): follow the system.
  }
  var dark = saved === 'dark' || (saved !== 'light' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', dark ? '#020617' : '#f8fafc');
})();

// ICU loads the Turkish locale and Istanbul's time-zone data on the first Intl object, inside the
// app's first task otherwise (its cost: docs/decisions/017-first-render-sliced-and-late-data-in-kept-space.md).
// Done here in a task of its own while the app's scripts download, the app's formatters start warm.
setTimeout(function () {
  try {
    new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul' }).format(0);
    new Intl.NumberFormat('tr-TR').format(0);
  } catch (e) {
    // No Intl here: nothing to warm.
  }
}, 0);
