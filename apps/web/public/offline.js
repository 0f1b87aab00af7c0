// The offline page's texts in the chosen language (kept out of the page: the CSP allows no inline script).
const TEXTS = {
  en: [
    'You are offline',
    'There is no internet connection. Your balance and bets are safe; try again when you have a signal.',
    'Try again',
    'en',
  ],
  pt: [
    'Sem conexão',
    'Não há conexão com a internet. Seu saldo e suas apostas estão seguros; tente de novo quando tiver sinal.',
    'Tentar de novo',
    'pt',
  ],
  ty: [
    'Walang koneksyon',
    'Walang koneksyon sa internet. Ligtas ang iyong balanse at mga taya; subukang muli kapag may signal ka na.',
    'Subukang muli',
    'fil',
  ],
};

/** The language the site last showed (i18n.ts SHOWN_LANG_KEY), else the browser's. */
function shownLanguage() {
  try {
    return localStorage.getItem('shownLang');
  } catch {
    return null;
  }
}

let lang = shownLanguage() || (navigator.language || 'es').slice(0, 2);
if (lang === 'fi' || lang === 'tl') lang = 'ty';
const texts = TEXTS[lang];
if (texts) {
  const [title, text, retry, tag] = texts;
  document.title = title;
  document.getElementById('title').textContent = title;
  document.getElementById('text').textContent = text;
  document.getElementById('retry').textContent = retry;
  document.documentElement.lang = tag;
}
document.getElementById('retry').addEventListener('click', () => location.reload());
window.addEventListener('online', () => location.reload());
