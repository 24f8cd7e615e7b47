import { RECORD_EVENT_KIND_LABELS, type RecordEventKind } from '../../../shared/record-events';
import type { MailMessage } from '../../integrations/mail/mailer';
import { escapeHtml, layout } from '../auth/auth-mails';

// Notification mails (docs/product-rules.md#watchlists): what changed and on which item, never a
// field's value; a button to the notifications page; a signed one-click unsubscribe link in the
// text and in the List-Unsubscribe headers (RFC 8058).

export interface MailNotification {
  kind: string;
  item_name: string;
  reason: string;
  created_at: Date;
}

export interface MailLinks {
  /** The notifications page. */
  notifications: string;
  /** The page with the unsubscribe button (the mail's visible link). */
  unsubscribePage: string;
  /** The one-click POST target (List-Unsubscribe). */
  unsubscribePost: string;
}

const dateOf = (d: Date) => d.toLocaleDateString('tr-TR', { timeZone: 'Europe/Istanbul', day: 'numeric', month: 'long', year: 'numeric' });
const titleOf = (n: MailNotification) => RECORD_EVENT_KIND_LABELS[n.kind as RecordEventKind] ?? 'Değişiklik';
const lineOf = (n: MailNotification) => `${titleOf(n)}: ${n.item_name} (${n.reason}, ${dateOf(n.created_at)})`;

const FOOTNOTE = 'Değişikliğin ayrıntıları, üyeliğinizin kapsamına göre kaydın kendi sayfasında gösterilir.';

function unsubscribeParts(links: MailLinks) {
  return {
    html: `<p style="margin:16px 0 0;font-size:12px;color:#64748b;line-height:1.5">Bu e-postayı takip listeniz nedeniyle aldınız. <a href="${escapeHtml(links.unsubscribePage)}" style="color:#b45309">E-posta bildirimlerini kapat</a></p>`,
    text: `E-posta bildirimlerini kapat: ${links.unsubscribePage}`,
    headers: { 'List-Unsubscribe': `<${links.unsubscribePost}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export function immediateMail(to: string, n: MailNotification, links: MailLinks): MailMessage {
  const title = `${titleOf(n)}: ${n.item_name}`;
  const paragraphs = [`${n.reason}: ${n.item_name}.`, `${titleOf(n)} — ${dateOf(n.created_at)}.`];
  const unsub = unsubscribeParts(links);
  return {
    to,
    subject: `GüneşVeri — ${title}`,
    html: layout(title, paragraphs, { label: 'Bildirimleri aç', url: links.notifications }, FOOTNOTE, unsub.html),
    text: [title, '', ...paragraphs, '', `Bildirimler: ${links.notifications}`, '', FOOTNOTE, '', unsub.text].join('\n'),
    headers: unsub.headers,
  };
}

export function digestMail(to: string, period: 'daily' | 'weekly', items: MailNotification[], links: MailLinks): MailMessage {
  const title = period === 'daily' ? 'Günlük bildirim özetiniz' : 'Haftalık bildirim özetiniz';
  const paragraphs = [`Takip listenizde ${items.length} değişiklik var:`, ...items.map(lineOf)];
  const unsub = unsubscribeParts(links);
  return {
    to,
    subject: `GüneşVeri — ${title} (${items.length} değişiklik)`,
    html: layout(title, paragraphs, { label: 'Bildirimleri aç', url: links.notifications }, FOOTNOTE, unsub.html),
    text: [title, '', ...paragraphs, '', `Bildirimler: ${links.notifications}`, '', FOOTNOTE, '', unsub.text].join('\n'),
    headers: unsub.headers,
  };
}
