import { describe, expect, it } from 'vitest';
import { z } from '../zod';
import { optionalHttpUrl, optionalNumber, parseDecimal, withScheme } from './form-values';

describe('form values', () => {
  it('reads numbers typed the Turkish way and the plain way', () => {
    expect(parseDecimal('1.234,5')).toBe(1234.5);
    expect(parseDecimal('12.5')).toBe(12.5);
    // Dots grouping thousands are read as the site writes them, not as a decimal point.
    expect(parseDecimal('60.000')).toBe(60_000);
    expect(parseDecimal('1.250.000')).toBe(1_250_000);
    expect(parseDecimal('-2.500')).toBe(-2_500);
    expect(parseDecimal('0.125')).toBe(0.125);
    expect(parseDecimal('12.50')).toBe(12.5);
    expect(parseDecimal('1.234.5')).toBeNaN();
    expect(parseDecimal('  ')).toBeNull();
    expect(parseDecimal('on iki')).toBeNaN();
  });

  it('turns typed text into an optional number, refusing text that is not one with the schema message', () => {
    const schema = optionalNumber(z.number({ error: 'Sayı girilmelidir' }).min(0, 'Negatif olamaz'));
    expect(schema.parse('10,25')).toBe(10.25);
    expect(schema.parse(7)).toBe(7);
    expect(schema.parse('')).toBeUndefined();
    expect(schema.parse(null)).toBeUndefined();
    expect(schema.safeParse('çok').error?.issues[0]?.message).toBe('Sayı girilmelidir');
    expect(schema.safeParse('-1').error?.issues[0]?.message).toBe('Negatif olamaz');
  });

  it('accepts http(s) addresses only, adding https:// to one typed without a scheme', () => {
    const schema = optionalHttpUrl('Geçerli bir adres girin');
    expect(withScheme('www.ornek.com')).toBe('https://www.ornek.com');
    expect(schema.parse('www.ornek.com')).toBe('https://www.ornek.com');
    expect(schema.parse('http://ornek.com.tr/a')).toBe('http://ornek.com.tr/a');
    expect(schema.parse(' ')).toBeUndefined();
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'file:///etc/passwd', 'ornek', 'https://']) {
      expect(schema.safeParse(bad).error?.issues[0]?.message, bad).toBe('Geçerli bir adres girin');
    }
  });
});
