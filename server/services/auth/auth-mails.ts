import type { MailMessage } from '../../integrations/mail/mailer';

// Turkish mail templates (HTML + plain text) for the two single-use links.

export const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The product's mail: a title, paragraphs, one button, a footnote; `endHtml` (already escaped) closes it. */
export function layout(title: string, paragraphs: string[], button: { label: string; url: string }, footnote: string, endHtml = '') {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;border:1px solid #e2e8f0">
<tr><td style="padding:28px 32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold">☀️ Güneş<span style="color:#d97706">Veri</span></p>
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>
${body}
<p style="margin:24px 0"><a href="${escapeHtml(button.url)}" style="display:inline-block;background:#f59e0b;color:#0f172a;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(button.label)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#475569;line-height:1.5">Düğme çalışmazsa bu bağlantıyı tarayıcınıza yapıştırın:<br><a href="${escapeHtml(button.url)}" style="color:#b45309;word-break:break-all">${escapeHtml(button.url)}</a></p>
<p style="margin:16px 0 0;font-size:13px;color:#64748b;line-height:1.5">${escapeHtml(footnote)}</p>
${endHtml}</td></tr></table></body></html>`;
}

export function verificationMail(to: string, link: string): MailMessage {
  const title = 'E-posta adresinizi doğrulayın';
  const paragraphs = [
    'GüneşVeri\'ye hoş geldiniz!',
    'Üyeliğinizi etkinleştirmek için aşağıdaki bağlantıya tıklayarak e-posta adresinizi doğrulayın. Doğrulamanın ardından hesabınıza 50 Bakiye hediye olarak tanımlanır.',
  ];
  const footnote = 'Bu bağlantı 24 saat geçerlidir ve yalnızca bir kez kullanılabilir. Bu kaydı siz yapmadıysanız bu e-postayı dikkate almayın.';
  return {
    to,
    subject: 'GüneşVeri — e-posta adresinizi doğrulayın',
    html: layout(title, paragraphs, { label: 'E-postamı doğrula', url: link }, footnote),
    text: [title, '', ...paragraphs, '', `Doğrulama bağlantısı: ${link}`, '', footnote].join('\n'),
  };
}

export function passwordResetMail(to: string, link: string): MailMessage {
  const title = 'Şifre sıfırlama talebiniz';
  const paragraphs = ['GüneşVeri hesabınız için bir şifre sıfırlama talebi aldık.', 'Yeni şifrenizi belirlemek için aşağıdaki bağlantıya tıklayın.'];
  const footnote =
    'Bu bağlantı 1 saat geçerlidir ve yalnızca bir kez kullanılabilir. Şifrenizi değiştirdiğinizde tüm cihazlardaki oturumlarınız kapatılır ve API anahtarlarınız iptal edilir. Bu talebi siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmez.';
  return {
    to,
    subject: 'GüneşVeri — şifre sıfırlama',
    html: layout(title, paragraphs, { label: 'Yeni şifre belirle', url: link }, footnote),
    text: [title, '', ...paragraphs, '', `Şifre sıfırlama bağlantısı: ${link}`, '', footnote].join('\n'),
  };
}
