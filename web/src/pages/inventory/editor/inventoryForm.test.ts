import { describe, expect, it } from 'vitest';
import {
  canSubmitInventoryForm,
  emptyInventoryForm,
  inventoryFormErrorsOf,
  inventoryFormOf,
  inventoryItemInputOf,
  priceWithDot,
  stripHyphens,
  type InventoryForm,
} from './inventoryForm.ts';

const filled: InventoryForm = {
  manufacturer: 'HP',
  description: '32GB DDR4 memory',
  partNumber: '805351B21',
  quantity: '4',
  partCondition: 'REF',
  price: '99.50',
};

describe('the inventory editor form', () => {
  it('starts empty with quantity 1', () => {
    expect(emptyInventoryForm()).toMatchObject({ quantity: '1', manufacturer: '', price: '' });
  });

  it('strips hyphens from part numbers and turns a price comma into a dot', () => {
    expect(stripHyphens('805351-B21')).toBe('805351B21');
    expect(stripHyphens('--A-B--')).toBe('AB');
    expect(priceWithDot('1234,50')).toBe('1234.50');
  });

  it('can be submitted only with manufacturer, description, part number and price', () => {
    expect(canSubmitInventoryForm(filled)).toBe(true);
    for (const field of ['manufacturer', 'description', 'partNumber', 'price'] as const) {
      expect(canSubmitInventoryForm({ ...filled, [field]: '  ' })).toBe(false);
    }
    expect(canSubmitInventoryForm({ ...filled, quantity: '' })).toBe(true);
    expect(canSubmitInventoryForm({ ...filled, price: '0' })).toBe(true);
  });

  it('sends trimmed text and numbers, quantity 1 when left empty', () => {
    expect(inventoryItemInputOf({ ...filled, manufacturer: ' HP ', quantity: '', price: '12,5' })).toEqual({
      manufacturer: 'HP',
      description: '32GB DDR4 memory',
      partNumber: '805351B21',
      quantity: 1,
      partCondition: 'REF',
      price: 12.5,
    });
  });

  it('sends text that is no number as typed, for the server to name the problem', () => {
    expect(inventoryItemInputOf({ ...filled, price: 'ten', quantity: '2.5' })).toMatchObject({
      price: 'ten',
      quantity: 2.5,
    });
  });

  it('holds an existing part as text', () => {
    expect(
      inventoryFormOf({
        id: 7,
        manufacturer: 'Dell',
        description: 'PSU',
        partNumber: 'D750E',
        quantity: 3,
        partCondition: 'USED',
        price: 0,
        updatedAt: '2026-11-20T10:00:00Z',
      }),
    ).toEqual({
      manufacturer: 'Dell',
      description: 'PSU',
      partNumber: 'D750E',
      quantity: '3',
      partCondition: 'USED',
      price: '0',
    });
  });

  it('places the server validation errors at their fields', () => {
    expect(
      inventoryFormErrorsOf([
        { param: 'price', msg: 'Expected a number' },
        { param: 'body.partNumber', msg: 'Too long' },
        { param: 'price', msg: 'second message is not shown' },
        { param: 'captcha', msg: 'not a form field' },
      ]),
    ).toEqual({ price: 'Expected a number', partNumber: 'Too long' });
    expect(inventoryFormErrorsOf(undefined)).toEqual({});
  });
});
