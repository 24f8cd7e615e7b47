import { COMPANY_CLAIM_LINK_HOURS } from '../../../shared/constants';
import type { MailMessage } from '../../integrations/mail/mailer';
import { layout } from '../auth/auth-mails';

// The claim's two mails (docs/decisions/069-company-claims-and-representatives.md): the verification
// link to an address at the company's domain, and an admin's decision to the member.

export function claimLinkMail(to: string, companyName: string, memberEmail: string, link: string): MailMessage {
  const title = 'Firma temsilciliğinizi doğrulayın';
  const paragraphs = [
    `GüneşVeri'de ${memberEmail} hesabıyla "${companyName}" firmasını temsil etme başvurusu yapıldı.`,
    'Başvuruyu siz yaptıysanız, aynı hesapla giriş yapmış olarak aşağıdaki bağlantıyı açın.',
  ];
  const footnote = `Bu bağlantı ${COMPANY_CLAIM_LINK_HOURS} saat geçerlidir ve yalnızca bir kez kullanılabilir. Bu başvuruyu siz yapmadıysanız bu e-postayı dikkate almayın; bağlantıyı başkasıyla paylaşmayın.`;
  return {
    to,
    subject: `GüneşVeri — ${companyName} temsilciliğini doğrulayın`,
    html: layout(title, paragraphs, { label: 'Temsilciliğimi doğrula', url: link }, footnote),
    text: [title, '', ...paragraphs, '', `Doğrulama bağlantısı: ${link}`, '', footnote].join('\n'),
  };
}

export type ClaimDecision = 'verified' | 'refused' | 'revoked';

const DECISION_TEXT: Record<ClaimDecision, { subject: string; title: string; line: (company: string) => string }> = {
  verified: {
    subject: 'firma temsilciliğiniz onaylandı',
    title: 'Firma temsilciliğiniz onaylandı',
    line: (company) => `"${company}" firmasını temsil etme başvurunuz onaylandı. Firmanın sayfasında artık "Doğrulanmış firma" işareti görünüyor ve hesabınızdan firmanın panosunu açabilirsiniz.`,
  },
  refused: {
    subject: 'firma temsilciliği başvurunuz reddedildi',
    title: 'Başvurunuz reddedildi',
    line: (company) => `"${company}" firmasını temsil etme başvurunuz reddedildi.`,
  },
  revoked: {
    subject: 'firma temsilciliğiniz geri alındı',
    title: 'Temsilciliğiniz geri alındı',
    line: (company) => `"${company}" firmasının temsilciliği hesabınızdan geri alındı. Daha önce kabul edilen değişiklikleriniz ve geçmişleri korunur.`,
  },
};

export function claimDecisionMail(to: string, decision: ClaimDecision, companyName: string, reason: string | null, accountLink: string): MailMessage {
  const t = DECISION_TEXT[decision];
  const paragraphs = [t.line(companyName), ...(reason ? [`Gerekçe: ${reason}`] : [])];
  const footnote = 'Başvurularınızın durumunu hesabınızdaki "Firma temsilciliği" sekmesinde görebilirsiniz.';
  return {
    to,
    subject: `GüneşVeri — ${t.subject}`,
    html: layout(t.title, paragraphs, { label: 'Hesabıma git', url: accountLink }, footnote),
    text: [t.title, '', ...paragraphs, '', `Hesabınız: ${accountLink}`, '', footnote].join('\n'),
  };
}
