/**
 * Demo accounts made on the first start of an empty database outside production (README lists them;
 * their passwords are public, so production never makes them). A module of its own: the developer
 * scripts read it without loading the seeds.
 */
export const DEMO_USERS = [
  { role: 'Süper admin', email: 'admin@gunesveri.test', password: 'GunesVeri-Admin-2026', superAdmin: true, premium: true, balance: 1000 },
  { role: 'Premium üye', email: 'premium@gunesveri.test', password: 'GunesVeri-Premium-2026', premium: true, balance: 500 },
  // The free member speaks for a company, so the profile's companies tab shows one (with its projects).
  { role: 'Ücretsiz üye', email: 'uye@gunesveri.test', password: 'GunesVeri-Uye-2026', balance: 50, company: 'Kalyon Enerji (Kalyon Holding)' },
] as const;
