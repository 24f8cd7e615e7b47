import { COMPANY_CLAIM_LINK_HOURS, COMPANY_CLAIMS_PER_DAY } from './constants';

// The texts of claiming a company (docs/decisions/069-company-claims-and-representatives.md), apart from
// its schemas: the representative's mark is in the lists' first render, which loads no schema library.

export const COMPANY_CLAIM_MESSAGES = {
  claimButton: 'Bu firmayı temsil ediyorum',
  verifiedMark: 'Doğrulanmış firma',
  linkSent: (email: string) => `Doğrulama bağlantısı ${email} adresine gönderildi. Bağlantı ${COMPANY_CLAIM_LINK_HOURS} saat geçerlidir.`,
  documentReceived: 'Belgeniz alındı. Bir yönetici inceledikten sonra size e-posta ile bilgi verilecek.',
  verified: 'Firma temsilciliğiniz doğrulandı.',
  approved: 'Başvuru onaylandı; üye artık firmanın temsilcisi.',
  refused: 'Başvuru reddedildi.',
  revoked: 'Temsilcilik geri alındı.',
  noWebsite: 'Bu firmanın kayıtlı bir web sitesi olmadığı için alan adıyla doğrulama yapılamaz. Lütfen belge yükleyerek başvurun.',
  wrongDomain: (domain: string) => `E-posta adresi firmanın alan adında (${domain}) olmalıdır.`,
  freeMail: 'Ücretsiz e-posta servislerinin adresleri (gmail.com, hotmail.com vb.) firma doğrulamasında kabul edilmez. Firmanın kendi alan adındaki adresinizi girin.',
  invalidEmail: 'Geçerli bir e-posta adresi girin.',
  alreadyRepresents: 'Bu firmayı zaten temsil ediyorsunuz.',
  pendingDocument: 'Bu firma için incelemede bekleyen bir belge başvurunuz var.',
  pendingDomain: 'Bu firma için e-posta doğrulaması bekleyen bir başvurunuz var; önce onu tamamlayın.',
  tooManyClaims: `Bir günde en fazla ${COMPANY_CLAIMS_PER_DAY} firma başvurusu yapabilirsiniz. Lütfen yarın tekrar deneyin.`,
  tooManyMails: 'Bu adrese son bir saatte çok fazla doğrulama e-postası gönderildi. Lütfen bir saat sonra tekrar deneyin.',
  fileRequired: 'Lütfen firmayı temsil ettiğinizi gösteren bir PDF belge seçin.',
  linkInvalid: 'Doğrulama bağlantısı geçersiz.',
  linkExpired: 'Doğrulama bağlantısının süresi dolmuş. Firma sayfasından yeni bir bağlantı isteyin.',
  linkUsed: 'Bu doğrulama bağlantısı daha önce kullanılmış.',
  linkOtherMember: 'Bu bağlantı başka bir üyenin başvurusuna ait. Başvuruyu yapan hesapla giriş yapın.',
  claimClosed: 'Bu başvuru artık beklemede değil.',
  notFound: 'Başvuru bulunamadı.',
  notPending: 'Yalnızca bekleyen başvurular onaylanabilir ya da reddedilebilir.',
  notVerified: 'Yalnızca doğrulanmış temsilcilikler geri alınabilir.',
  reasonRequired: 'Üyenin okuyacağı bir gerekçe yazın.',
  notRepresentative: 'Bu firmanın temsilcisi değilsiniz.',
  noDocument: 'Bu başvurunun belgesi yok.',
} as const;
