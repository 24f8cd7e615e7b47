import { startIyzicoSimulator, type RunningSimulator } from '../integrations/payments/iyzico-simulator';

// The local iyzico twin on a port of its own, for apps under test that are not listening (inject):
// the app's provider then reaches it as it would reach iyzico. Config for testConfig() included.

export const SIMULATOR_TEST_KEYS = { apiKey: 'sim-api-key', secretKey: 'sim-secret-key', merchantId: '123456' };

export async function startTestSimulator(): Promise<RunningSimulator & { config: Record<string, string> }> {
  const sim = await startIyzicoSimulator(SIMULATOR_TEST_KEYS);
  return Object.assign(sim, {
    config: { IYZICO_BASE_URL: sim.url, IYZICO_API_KEY: SIMULATOR_TEST_KEYS.apiKey, IYZICO_SECRET_KEY: SIMULATOR_TEST_KEYS.secretKey, IYZICO_MERCHANT_ID: SIMULATOR_TEST_KEYS.merchantId },
  });
}
