import { deliveryIntervalLabel, firstDeliveryText, formatTime12h, weekdayName } from '../delivery';

describe('delivery interval labels (weekday plus 12-hour time range)', () => {
  it('reads like Sunday 9:00 AM - 12:00 PM in English', () => {
    expect(deliveryIntervalLabel('2026-05-17', { from: '09:00', to: '12:00' }, 'en')).toBe(
      'Sunday 9:00 AM - 12:00 PM',
    );
  });

  it('reads like الأحد ٩:٠٠ ص - ١٢:٠٠ م in Egyptian Arabic', () => {
    expect(deliveryIntervalLabel('2026-05-17', { from: '09:00:00', to: '12:00:00' }, 'ar')).toBe(
      'الأحد ٩:٠٠ ص - ١٢:٠٠ م',
    );
  });

  it('writes midnight as 12 AM and evening hours after noon as PM', () => {
    expect(formatTime12h('00:30', 'en')).toBe('12:30 AM');
    expect(formatTime12h('18:45', 'en')).toBe('6:45 PM');
    expect(formatTime12h('23:00', 'ar')).toBe('١١:٠٠ م');
  });

  it('names every weekday in both languages', () => {
    const days = [
      '2026-05-17',
      '2026-05-18',
      '2026-05-19',
      '2026-05-20',
      '2026-05-21',
      '2026-05-22',
      '2026-05-23',
    ];
    expect(days.map((day) => weekdayName(day, 'en'))).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(days.map((day) => weekdayName(day, 'ar'))).toEqual([
      'الأحد',
      'الاثنين',
      'الثلاثاء',
      'الأربعاء',
      'الخميس',
      'الجمعة',
      'السبت',
    ]);
    expect(weekdayName(new Date(2026, 4, 22), 'en')).toBe('Friday');
  });

  it('refuses bad days and times with a clear error', () => {
    expect(() => weekdayName('someday', 'en')).toThrow(
      'Invalid delivery day "someday", expected YYYY-MM-DD',
    );
    expect(() => weekdayName(new Date(Number.NaN), 'en')).toThrow(RangeError);
    expect(() => formatTime12h('9am', 'en')).toThrow('Invalid delivery time "9am", expected HH:mm');
    expect(() => formatTime12h('24:00', 'en')).toThrow(RangeError);
    expect(() => formatTime12h('10:60', 'en')).toThrow(RangeError);
  });
});

describe('first delivery text (today, tomorrow or weekday)', () => {
  const now = new Date(2026, 4, 17, 10, 0); // Sunday

  it('says Today for today', () => {
    expect(firstDeliveryText({ day: '2026-05-17', from: '14:00', to: '17:00' }, 'en', now)).toBe(
      'Today 2:00 PM - 5:00 PM',
    );
    expect(firstDeliveryText({ day: '2026-05-17', from: '14:00', to: '17:00' }, 'ar', now)).toBe(
      'اليوم ٢:٠٠ م - ٥:٠٠ م',
    );
  });

  it('says Tomorrow for the next day', () => {
    expect(firstDeliveryText({ day: '2026-05-18', from: '09:00', to: '12:00' }, 'en', now)).toBe(
      'Tomorrow 9:00 AM - 12:00 PM',
    );
    expect(firstDeliveryText({ day: '2026-05-18', from: '09:00', to: '12:00' }, 'ar', now)).toMatch(
      /^غدًا /,
    );
  });

  it('names the weekday for later days', () => {
    expect(firstDeliveryText({ day: '2026-05-20', from: '09:00', to: '12:00' }, 'en', now)).toBe(
      'Wednesday 9:00 AM - 12:00 PM',
    );
    expect(firstDeliveryText({ day: '2099-01-01', from: '09:00', to: '12:00' }, 'en')).toMatch(
      /^Thursday /,
    );
  });
});
