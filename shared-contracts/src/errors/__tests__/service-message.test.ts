import { serviceErrorField, serviceMessage } from '../service-message';

const combined = (message: string, extensions: Record<string, unknown> = {}) => ({
  errors: [{ message, extensions }],
});

describe('serviceMessage', () => {
  it('gives the Arabic text on Arabic pages when the service sent one', () => {
    const error = combined('The most you may purchase is 10.', {
      message_ar: 'الحد الأقصى للشراء هو 10.',
    });
    expect(serviceMessage(error, 'ar')).toBe('الحد الأقصى للشراء هو 10.');
    expect(serviceMessage(error, 'en')).toBe('The most you may purchase is 10.');
  });

  it('falls back to the English text and strips the GraphQL prefix', () => {
    expect(serviceMessage(combined('GraphQL error: Out of stock'), 'ar')).toBe('Out of stock');
  });

  it('reads plain errors and strings, and gives null when there are no words', () => {
    expect(serviceMessage(new Error('Failed to fetch'), 'en')).toBe('Failed to fetch');
    expect(serviceMessage('Timed out', 'en')).toBe('Timed out');
    expect(serviceMessage({ errors: [] }, 'en')).toBeNull();
    expect(serviceMessage(null, 'en')).toBeNull();
  });
});

describe('serviceErrorField', () => {
  it('names the field of the first error that names one', () => {
    expect(serviceErrorField(combined('Invalid CVV', { field: 'cvv' }))).toBe('cvv');
    expect(
      serviceErrorField({
        errors: [{ message: 'x' }, { message: 'y', extensions: { field: 'phone_number' } }],
      }),
    ).toBe('phone_number');
  });

  it('gives null when no error names a field', () => {
    expect(serviceErrorField(combined('Out of stock'))).toBeNull();
    expect(serviceErrorField(new Error('Failed to fetch'))).toBeNull();
    expect(serviceErrorField(null)).toBeNull();
  });
});
