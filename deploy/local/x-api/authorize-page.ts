import { escapeHtml } from './http.ts';

const scopeWords: Record<string, string> = {
  'tweet.read': 'Read posts you can see, including from protected accounts',
  'tweet.write': 'Post and repost for you',
  'users.read': 'Read your profile information',
  'offline.access': 'Stay connected until you give access back',
};

const style = `
  :root { color-scheme: dark; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #000; color: #e7e9ea;
    font: 15px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { box-sizing: border-box; width: min(420px, calc(100vw - 32px)); border: 1px solid #2f3336; border-radius: 16px; padding: 28px; }
  h1 { font-size: 22px; margin: 0 0 4px; } p { color: #71767b; margin: 0 0 16px; }
  ul { padding-left: 18px; margin: 0 0 20px; } li { margin-bottom: 6px; }
  label { display: block; font-weight: 600; margin-bottom: 6px; }
  input[type=text] { box-sizing: border-box; width: 100%; padding: 10px 12px; border-radius: 8px; border: 1px solid #333639;
    background: #16181c; color: inherit; font: inherit; margin-bottom: 20px; }
  .actions { display: flex; flex-direction: row-reverse; gap: 12px; } /* Approve first in the DOM: Enter approves */
  button { flex: 1; padding: 12px; border-radius: 999px; border: 1px solid #536471; font: inherit; font-weight: 700;
    cursor: pointer; background: transparent; color: #e7e9ea; }
  button.primary { background: #eff3f4; color: #0f1419; border-color: #eff3f4; }
  button:focus-visible, input:focus-visible { outline: 2px solid #1d9bf0; outline-offset: 2px; }
  .note { font-size: 13px; margin-top: 16px; }`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · X (local stand-in)</title><style>${style}</style></head><body><main>${body}</main></body></html>`;
}

/** The consent screen: who asks, for what, as which X user; Approve or Cancel. */
export function authorizePage(appName: string, scopes: string[], query: URLSearchParams, defaultUsername: string): string {
  const hidden = [...query.entries()]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const items = scopes.map((s) => `<li>${escapeHtml(scopeWords[s] ?? s)}</li>`).join('');
  return page(
    'Authorize app',
    `<h1>${escapeHtml(appName)} wants to access your X account</h1>
<p>It will be able to:</p><ul>${items}</ul>
<form method="post" action="/i/oauth2/authorize">${hidden}
<label for="username">Sign in as</label>
<input id="username" name="username" type="text" required maxlength="15" pattern="[A-Za-z0-9_]{1,15}" value="${escapeHtml(defaultUsername)}" autocomplete="off">
<div class="actions"><button class="primary" type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="cancel">Cancel</button></div></form>
<p class="note">Local X stand-in: nothing leaves this machine.</p>`,
  );
}

export function errorPage(message: string): string {
  return page('Something went wrong', `<h1>Something went wrong</h1><p>${escapeHtml(message)}</p>`);
}
