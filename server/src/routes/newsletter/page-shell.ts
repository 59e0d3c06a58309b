// The newsletter's few public pages (confirmation, unsubscribe, archive) are small and drawn here
// as plain HTML: no script, no sign-in, readable on any phone. Styles are inline, which the site's
// Content-Security-Policy allows.
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

const FONT = 'font-family:system-ui,Arial,Helvetica,sans-serif;'

/** A whole page: `main` is trusted HTML made by the caller (every value in it escaped). */
export function pageShell(title: string, churchName: string, main: string): string {
  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — ${escapeHtml(churchName)}</title>
</head>
<body style="margin:0;background:#f4f5f7;color:#1f2933;${FONT}">
<header style="background:#1c3d6e;padding:16px;"><a href="/" style="color:#fff;text-decoration:none;font-size:18px;">${escapeHtml(churchName)}</a></header>
<main style="max-width:640px;margin:24px auto;padding:0 16px;line-height:1.6;font-size:17px;">
${main}
</main>
</body>
</html>
`
}

export const BUTTON_STYLE =
  'display:inline-block;background:#1c3d6e;color:#fff;border:0;border-radius:6px;padding:12px 20px;font-size:17px;text-decoration:none;cursor:pointer;'
