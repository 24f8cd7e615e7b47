// Applies the saved colour theme (localStorage "theme" = "dark" | "light"; default light)
// before the first paint so a dark-mode visitor never sees a light flash.
(function () {
  var dark = false;
  try {
    dark = window.localStorage.getItem('theme') === 'dark';
  } catch (e) {
    // Storage blocked (privacy mode): stay light.
  }
  var root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', dark ? '#020617' : '#f8fafc');
})();
