/**
 * An error meant for the user: a status, a stable machine code and a Turkish message.
 * The error handler turns it into the JSON error shape `{ statusCode, code, message }`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const MESSAGES = {
  generic: 'Bir hata oluştu. Lütfen tekrar deneyin.',
  notFound: 'Aradığınız kaynak bulunamadı.',
  unauthorized: 'Bu işlem için giriş yapmalısınız.',
  forbidden: 'Bu işlem için yetkiniz yok.',
  validation: 'Gönderilen bilgiler geçersiz.',
  invalidJson: 'İstek gövdesi geçerli bir JSON değil.',
  payloadTooLarge: 'Gönderilen veri çok büyük.',
  uriTooLong: 'İstenen adres çok uzun.',
  unsupportedMediaType: 'Bu içerik türü desteklenmiyor.',
  tooManyRequests: 'Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyin.',
  databaseUnavailable: 'Veritabanına şu anda ulaşılamıyor. Lütfen birkaç saniye sonra tekrar deneyin.',
  invalidCharacters: 'Gönderilen veride geçersiz karakter var.',
  crossSite: 'Bu istek başka bir siteden gönderildiği için reddedildi.',
  invalidReference: 'Gönderilen kayıtlardan biri bulunamadı.',
  requestTimeout: 'İstek zamanında tamamlanmadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
  headersTooLarge: 'İstek başlıkları çok büyük.',
  malformedRequest: 'İstek okunamadı.',
} as const;
