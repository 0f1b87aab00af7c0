import { describe, expect, it } from 'vitest';
import { emptyForm, formOf, inputOf, toLocalInput } from './announcement-form';

describe('the announcement form', () => {
  it('sends only the languages with text, and only a popup keeps its audience', () => {
    const form = {
      ...emptyForm('PU'),
      titles: { es: 'Hola', en: '  ', pt: 'Olá' },
      contents: { es: '<p>Hola</p>', en: '' },
      execution: 'F' as const,
      sort: '3',
      promotionType: ' WELCOME ',
    };
    expect(inputOf(form)).toMatchObject({
      type: 'PU',
      groupName: null,
      titles: { es: 'Hola', pt: 'Olá' },
      contents: { es: '<p>Hola</p>' },
      execution: 'F',
      sort: 3,
      promotionType: 'WELCOME',
      imageUrl: null,
      startsAt: null,
    });
    expect(inputOf({ ...form, type: 'PL' }).execution).toBe('B');
  });

  it('gives a banner its slot and no body', () => {
    const input = inputOf({
      ...emptyForm('B'),
      titles: { es: 'Torneo' },
      contents: { es: '<p>x</p>' },
      groupName: 'w_forget',
      imageUrl: '/media/banners/x.svg',
    });
    expect(input).toMatchObject({ groupName: 'w_forget', contents: {}, imageUrl: '/media/banners/x.svg' });
  });

  it('round-trips an entry and its period through the browser’s time zone', () => {
    const startsAt = new Date(2030, 0, 2, 9, 30).toISOString();
    const item = {
      id: '7',
      type: 'PR' as const,
      groupName: null,
      titles: { es: 'Recarga' },
      contents: { es: '<p>50 %</p>' },
      imageUrl: null,
      linkUrl: '/promotions',
      promotionType: 'RELOAD',
      execution: 'B',
      sort: 2,
      published: true,
      startsAt,
      endsAt: null,
      updatedAt: startsAt,
    };
    const form = formOf(item);
    expect(form.startsAt).toBe(toLocalInput(startsAt));
    expect(inputOf(form)).toMatchObject({
      titles: item.titles,
      contents: item.contents,
      linkUrl: '/promotions',
      promotionType: 'RELOAD',
      sort: 2,
      published: true,
      startsAt,
      endsAt: null,
    });
  });
});
