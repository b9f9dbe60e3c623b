import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { openCartDb, type CartDb } from './cart-db';
import { capQuantity } from './cart-quantity';
import { addToCart, cartLines, removeLine, setQuantity } from './cart-store';
import { QuantityStepper } from '../quantity-stepper';
import { testProduct } from '../test-product';

let dbs = 0;
const opened: CartDb[] = [];
function freshDb() {
  const db = openCartDb(`cart-test-${++dbs}`);
  opened.push(db);
  return db;
}
afterEach(() => opened.splice(0).forEach((db) => db.close()));

describe('capQuantity', () => {
  it('keeps a quantity between one and the stock', () => {
    expect(capQuantity(2, 3)).toBe(2);
    expect(capQuantity(9, 3)).toBe(3);
    expect(capQuantity(0, 3)).toBe(1);
    expect(capQuantity(-4, 3)).toBe(1);
    expect(capQuantity(2.7, 3)).toBe(2);
    expect(capQuantity(Number.NaN, 3)).toBe(1);
    expect(capQuantity(2, 0)).toBe(0);
  });
});

describe('the cart on this device', () => {
  it('never holds more than the stock, however it is added to', async () => {
    const db = freshDb();
    const tyre = testProduct({ quantityAvailable: 3 });
    expect(await addToCart('guest', tyre, 2, db)).toBe(2);
    expect(await addToCart('guest', tyre, 2, db)).toBe(3);
    expect(await setQuantity('guest', tyre.id, 50, db)).toBe(3);
    expect(await setQuantity('guest', tyre.id, 0, db)).toBe(1);
    const [line] = await cartLines('guest', db);
    expect(line).toMatchObject({ productId: tyre.id, quantity: 1, selected: true, unsent: false });
  });

  it("marks a member's changes unsent, and keeps a removal until the server has it", async () => {
    const db = freshDb();
    const tyre = testProduct();
    await addToCart('7', tyre, 1, db);
    expect((await cartLines('7', db))[0]).toMatchObject({ unsent: true, version: 1 });
    await removeLine('7', tyre.id, db);
    expect(await cartLines('7', db)).toEqual([]);
    expect(await db.lines.get(['7', tyre.id])).toMatchObject({ removed: true, unsent: true });
    // A visitor's lines have no server copy: removing one forgets it at once.
    await addToCart('guest', tyre, 1, db);
    await removeLine('guest', tyre.id, db);
    expect(await db.lines.get(['guest', tyre.id])).toBeUndefined();
  });
});

function Stepper({ max, start = 1 }: { max: number; start?: number }) {
  const [value, setValue] = useState(start);
  return (
    <MantineProvider>
      <QuantityStepper value={value} max={max} onChange={setValue} />
      <output>{value}</output>
    </MantineProvider>
  );
}

describe('the quantity stepper', () => {
  it('stops at the stock and at one', async () => {
    const user = userEvent.setup();
    render(<Stepper max={2} />);
    const more = screen.getByRole('button', { name: 'One more' });
    const less = screen.getByRole('button', { name: 'One less' });
    expect(less).toBeDisabled();
    await user.click(more);
    expect(screen.getByRole('status')).toHaveTextContent('2');
    expect(more).toBeDisabled();
    await user.click(more);
    expect(screen.getByRole('status')).toHaveTextContent('2');
    await user.click(less);
    expect(screen.getByRole('status')).toHaveTextContent('1');
  });

  it('never takes a typed quantity past the stock', async () => {
    const user = userEvent.setup();
    render(<Stepper max={4} />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '40');
    expect(screen.getByRole('status')).toHaveTextContent('4');
    expect(input).toHaveValue('4');
  });

  it('takes digits only, and shows the quantity again when left empty', async () => {
    const user = userEvent.setup();
    render(<Stepper max={9} start={3} />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.clear(input);
    expect(input).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('3');
    await user.type(input, 'x2.5');
    expect(screen.getByRole('status')).toHaveTextContent('9');
    await user.clear(input);
    await user.tab();
    expect(input).toHaveValue('9');
  });

  it('offers nothing to change when the product is out of stock', () => {
    render(<Stepper max={0} start={0} />);
    expect(screen.getByRole('button', { name: 'One more' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'One less' })).toBeDisabled();
  });
});
