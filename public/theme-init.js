// Runs before the first paint. It applies the saved colour theme, so a light-mode visitor never
// sees a dark flash. It also holds back a form sent before the page has hydrated: the browser
// would otherwise send it by itself, as a GET with every field in the address. The app sends it
// once it has hydrated.
(() => {
  let theme = 'dark';
  try {
    if (localStorage.getItem('theme') === 'light') theme = 'light';
  } catch {
    // Storage blocked: keep the default theme.
  }
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;

  document.addEventListener(
    'submit',
    (event) => {
      if (document.documentElement.dataset.hydrated) return;
      event.preventDefault();
      window.__heldSubmit = { form: event.target, submitter: event.submitter ?? null };
    },
    true,
  );
})();
