// Applies the saved theme before the first paint (a separate file, so a strict CSP without
// 'unsafe-inline' still allows it). Dark is the default; 'system' follows the OS.
/* global window, document */
(function () {
  try {
    var saved = window.localStorage.getItem('chainscribe.theme');
    var dark = saved === 'light' ? false : saved === 'system' ? window.matchMedia('(prefers-color-scheme: dark)').matches : true;
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch {
    // Storage or matchMedia unavailable: keep the dark default from the markup.
  }
})();
