// Applies the saved colour theme before the first paint, so a light-mode visitor never sees a dark flash.
(() => {
  let theme = 'dark';
  try {
    if (localStorage.getItem('theme') === 'light') theme = 'light';
  } catch {
    // Storage blocked: keep the default theme.
  }
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
})();
