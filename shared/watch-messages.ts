import type { NOTIFICATION_EMAIL_MODES } from './constants';

// The texts of watchlists and notifications (docs/product-rules.md#watchlists). Without zod: the list
// screens and the detail dialogs import them, and the schema library stays out of the first load.

export const WATCH_MESSAGES = {
  follow: 'Takip Et',
  unfollow: 'Takibi Bırak',
  followed: 'Takip ediliyor',
  created: 'Takip listenize eklendi',
  deleted: 'Takip bırakıldı',
  notFound: 'Takip kaydı bulunamadı',
  targetNotFound: 'Takip edilecek kayıt bulunamadı',
  targetRequired: 'Takip edilecek kaydı seçin',
  filterRequired: 'Kayıtlı filtre için en az bir ölçüt (il, durum ya da tip) seçin',
  alreadyFollowing: 'Bu kaydı zaten takip ediyorsunuz',
  filterPremium: 'Kayıtlı filtre takibi premium üyelere özeldir. Filtreleri seçmek ve takip etmek için premium üyeliğe geçin.',
  tooMany: (limit: number, premium: boolean) =>
    premium
      ? `En fazla ${limit} kayıt takip edebilirsiniz. Yenisi için önce birini bırakın.`
      : `Ücretsiz üyelikte en fazla ${limit} kayıt takip edebilirsiniz. Daha fazlası için premium üyeliğe geçin.`,
  loadFailed: 'Takip listesi yüklenirken bir hata oluştu',
  saveFailed: 'Takip kaydedilirken bir hata oluştu',
  followFilter: 'Bu filtreyi takip et',
  unfollowFilter: 'Filtre takibini bırak',
} as const;

export const NOTIFICATION_MESSAGES = {
  title: 'Bildirimler',
  empty: 'Henüz bildiriminiz yok. Bir projeyi, firmayı, trafo merkezini ya da kayıtlı bir filtreyi takip ettiğinizde değişiklikler burada görünür.',
  loadFailed: 'Bildirimler yüklenirken bir hata oluştu',
  markRead: 'Okundu işaretle',
  markAllRead: 'Tümünü okundu işaretle',
  allRead: 'Tüm bildirimler okundu olarak işaretlendi',
  read: 'Bildirim okundu olarak işaretlendi',
  notFound: 'Bildirim bulunamadı',
  unread: 'Okunmadı',
  open: 'Kaydı aç',
  preferencesTitle: 'Bildirimler',
  preferencesLabel: 'E-posta bildirimleri',
  preferencesSaved: 'Bildirim tercihiniz kaydedildi',
  preferencesFailed: 'Bildirim tercihi kaydedilirken bir hata oluştu',
  unsubscribed: 'E-posta bildirimleriniz kapatıldı. Tercihinizi profilinizdeki Bildirimler bölümünden yeniden açabilirsiniz.',
  unsubscribeInvalid: 'Abonelikten çıkma bağlantısı geçersiz.',
  /** Back office: the failed jobs list. */
  failedJobsTitle: 'Başarısız İşler',
  failedJobsEmpty: 'Başarısız iş yok.',
  failedJobNotFound: 'Başarısız iş bulunamadı',
  failedJobRetried: 'İş bir kez daha denenmek üzere kuyruğa alındı',
  failedJobRetry: 'Yeniden dene',
  failedJobRetryConfirm: 'İş bir kez daha denenecek; yine başarısız olursa bu listeye geri döner.',
} as const;

export const NOTIFICATION_EMAIL_MODE_LABELS: Record<(typeof NOTIFICATION_EMAIL_MODES)[number], string> = {
  immediate: 'Anında',
  daily: 'Günlük özet',
  weekly: 'Haftalık özet',
  off: 'Kapalı',
};
