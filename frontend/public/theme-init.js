// Applies the saved theme before the first paint. The build writes it into every page
// (build/prerender.ts) and the gateway's CSP allows it by hash. Dark is the default; 'system' follows the OS.
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
