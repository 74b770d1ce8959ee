// Runs before the app bundle so the page never flashes the wrong theme. Keys match src/lib/storage.ts.
(function () {
  var root = document.documentElement;
  try {
    var theme = localStorage.getItem('creatorlens-theme');
    var isDark = theme ? theme === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    root.classList.toggle('dark', isDark);
    var language = localStorage.getItem('creatorlens-language');
    if (language === 'en' || language === 'de') root.lang = language;
  } catch (error) {
    // Storage can be unavailable (privacy mode); the app falls back to defaults.
  }
})();
