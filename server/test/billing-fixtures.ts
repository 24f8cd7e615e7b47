/** A personal billing info the checkout accepts (valid TC number, phone and address). */
export const validBilling = {
  billing_name: 'Ev',
  name: 'Ayşe',
  surname: 'Yılmaz',
  email: 'ayse@example.com',
  gsm_number: '0532 123 45 67',
  identity_number: '10000000146',
  is_company: false,
  billing_contact_name: 'Ayşe Yılmaz',
  billing_city: 'Ankara',
  billing_country: 'Türkiye',
  billing_address: 'Kızılay Mah. Atatürk Blv. No:1',
  billing_zip_code: '06420',
};
