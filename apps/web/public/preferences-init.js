// Runs before the app bundle so the page never flashes the wrong theme. The keys and the cookie-first reading match
// src/lib/storage.ts (readPreference): a cookie read is cheap, the page's first localStorage read is not.
(function () {
  var root = document.documentElement;
  function preference(key) {
    try {
      if (!window.navigator.cookieEnabled) return window.localStorage.getItem(key);
      var match = document.cookie.match(new RegExp('(?:^|; )' + key + '=([^;]*)'));
      return match ? decodeURIComponent(match[1]) : null;
    } catch (error) {
      // Storage or cookies can be unavailable (privacy modes, sandboxed frames): defaults apply.
      return null;
    }
  }
  var theme = preference('creatorlens-theme');
  var isDark = theme ? theme === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  root.classList.toggle('dark', isDark);
  var language = preference('creatorlens-language');
  if (language === 'en' || language === 'de') root.lang = language;
})();
