// Applies the colour theme before the first paint so a dark-mode visitor never sees a light flash:
// the user's choice (localStorage "theme" = "dark" | "light"), else the system's colour scheme.
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
