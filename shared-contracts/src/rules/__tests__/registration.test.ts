import { toCreateCustomerInput } from '../registration';

describe('registration input', () => {
  it('splits the first word and the remaining words, normalises the phone and fixes the source to WEB', () => {
    expect(
      toCreateCustomerInput({
        fullName: ' Mona  Ahmed Ali ',
        email: ' mona@example.com ',
        phone: '٠١٠ ١٢٣٤-٥٦٧٨',
      }),
    ).toEqual({
      firstname: 'Mona',
      lastname: 'Ahmed Ali',
      email: 'mona@example.com',
      phone_number: '01012345678',
      customer_source: 'WEB',
    });
  });

  it('sends the numeric group id only when one is given', () => {
    const form = { fullName: 'Mona Ahmed', email: 'mona@example.com', phone: '01012345678' };
    expect(toCreateCustomerInput({ ...form, groupId: 7 }).group_id).toBe(7);
    expect(toCreateCustomerInput({ ...form, groupId: null })).not.toHaveProperty('group_id');
  });

  it('refuses a group id that is not a whole number', () => {
    expect(() =>
      toCreateCustomerInput({
        fullName: 'Mona Ahmed',
        email: 'm@e.co',
        phone: '01012345678',
        groupId: 1.5,
      }),
    ).toThrow('toCreateCustomerInput: group id must be a whole number, got 1.5');
  });
});
