import { expect, test } from './support/fixtures';

// Online users (issue 7): two browsers on the home page see "2"; closing one leaves "1".
test('the header counts the people online, live', async ({ page, browser, baseURL }) => {
  await page.goto('/');
  const count = page.getByTestId('online-count');
  await expect(count).toHaveText('Çevrimiçi kullanıcı: 1');

  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await otherPage.goto('/');
  await expect(count).toHaveText('Çevrimiçi kullanıcı: 2');
  await expect(otherPage.getByTestId('online-count')).toHaveText('Çevrimiçi kullanıcı: 2');

  await other.close();
  await expect(count).toHaveText('Çevrimiçi kullanıcı: 1');
});
