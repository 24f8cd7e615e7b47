import type { FastifyRequest } from 'fastify';
import { CATALOG_MESSAGES } from '../../shared/catalog-messages';
import { MAP_MESSAGES } from '../../shared/map-constants';
import { API_KEY_MESSAGES } from '../../shared/schemas/api-keys';
import { AppError } from '../lib/errors';
import { tierOf } from './tier';

/** Premium-only features (docs/product-rules.md#catalogue); `details` is opening a catalogue item and its references. */
export type PremiumOnlyFeature = 'news_feed' | 'dashboard' | 'station_map' | 'sector_map' | 'station_location' | 'details' | 'api_keys';

const LOGIN_TEXT: Record<PremiumOnlyFeature, string> = {
  news_feed: 'Akışı görmek için giriş yapmalısınız.',
  dashboard: 'Analitik paneli için giriş yapmalısınız.',
  station_map: 'Trafo merkezi haritası için giriş yapmalısınız.',
  sector_map: MAP_MESSAGES.loginRequired,
  station_location: 'Trafo merkezi konum bilgileri için giriş yapmalısınız.',
  details: CATALOG_MESSAGES.loginRequired,
  api_keys: 'API anahtarları için giriş yapmalısınız.',
};
const PREMIUM_TEXT: Record<PremiumOnlyFeature, string> = {
  news_feed: 'Akış premium üyelere özeldir.',
  dashboard: 'Analitik paneli premium üyelere özeldir.',
  station_map: 'Trafo merkezi haritası premium üyelere özeldir.',
  sector_map: MAP_MESSAGES.premiumRequired,
  station_location: 'Trafo merkezi konum ve KML dosyaları premium üyelere özeldir.',
  details: CATALOG_MESSAGES.premiumRequired,
  api_keys: API_KEY_MESSAGES.premiumRequired,
};

/** 401 LOGIN_REQUIRED for visitors, 403 PREMIUM_REQUIRED for members; premium (trial included) passes. */
export function requirePremium(request: FastifyRequest, feature: PremiumOnlyFeature) {
  const tier = tierOf(request.user);
  if (tier === 'visitor') throw new AppError(401, 'LOGIN_REQUIRED', LOGIN_TEXT[feature]);
  if (tier !== 'premium') throw new AppError(403, 'PREMIUM_REQUIRED', PREMIUM_TEXT[feature], { feature, tier });
  return request.user!;
}
