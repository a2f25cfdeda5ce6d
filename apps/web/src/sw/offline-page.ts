import * as messages from '@akkyeo/contracts/messages';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page answered for a navigation when neither the network nor the cache has it. */
export function offlinePage(url: string): Response {
  const { title, body, retry } = messages.offline;
  const html = `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light only">
<title>${escapeHtml(messages.app.name)}</title>
<style>
body{margin:0;min-height:100dvh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;padding:24px;box-sizing:border-box;font-family:'Apple SD Gothic Neo','Noto Sans KR','Noto Sans CJK KR',sans-serif;color:#191919;background:#fff;text-align:center;word-break:keep-all}
img{width:64px;height:64px}
h1{margin:8px 0 0;font-size:18px}
p{margin:0;color:#4d4d4d;font-size:15px}
a{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:0 20px;margin-top:8px;border-radius:10px;background:#c8381a;color:#fff;font-weight:600;text-decoration:none}
</style>
</head>
<body>
<img src="/icons/icon-192.png" alt="">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
<a href="${escapeHtml(url)}">${escapeHtml(retry)}</a>
</body>
</html>`;
  return new Response(html, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
