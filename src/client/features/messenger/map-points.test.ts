import { describe, expect, it } from 'vitest';
import { pickedText, typedPoint } from './map-points';

describe('map points of the parcel form', () => {
  it('writes a tap as five decimals, a longitude past the date line brought back', () => {
    expect(pickedText(23.7465123, 90.3763987)).toEqual({ lat: '23.74651', lng: '90.37640' });
    expect(pickedText(10, 190)).toEqual({ lat: '10.00000', lng: '-170.00000' });
    expect(pickedText(-33.9, -200)).toEqual({ lat: '-33.90000', lng: '160.00000' });
  });

  it('reads typed fields as a point only when both are a position', () => {
    expect(typedPoint('23.7465', ' 90.3763 ')).toEqual({ lat: 23.7465, lng: 90.3763 });
    expect(typedPoint('', '90.3')).toBeNull();
    expect(typedPoint('23.7', 'east')).toBeNull();
    expect(typedPoint('91', '90')).toBeNull();
    expect(typedPoint('23', '181')).toBeNull();
  });
});
