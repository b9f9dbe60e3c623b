/** An order line of seller 2, and its order, as the server sends them, for component tests. */
import type { Order, OrderLine, OrderStatus, LineToShip } from '../../contract/orders';

const member = (id: number, fullName: string) => ({
  id,
  username: `member${id}`,
  fullName,
  profilePicture: null,
});

export function testLine(status: OrderStatus, id = 7): OrderLine {
  return {
    id,
    orderId: 3,
    cid: 5,
    pid: 11,
    sellerId: 2,
    productName: 'Tubeless road tyre 700x28',
    price: 540_000,
    quantity: 2,
    lineTotal: 1_080_000,
    currency: 'BDT',
    date: '2026-11-20T09:00:00.000Z',
    status,
    statusNote: null,
    updatedAt: '2026-11-20T09:00:00.000Z',
    customer: member(5, 'Demo Rider'),
    seller: member(2, 'Demo Seller'),
    reviewed: false,
    history: [
      {
        from: null,
        to: 'unconfirmed',
        continuation: null,
        note: null,
        by: member(5, 'Demo Rider'),
        at: '2026-11-20T09:00:00.000Z',
      },
    ],
  };
}

/** The order of `line` (order 3 of Demo Rider, home delivery), paid by `payment`. */
export function testOrder(
  line: OrderLine,
  payment: Order['payment'] = {
    method: 'cash_on_delivery',
    accountNumber: null,
    transactionId: null,
  },
): Order {
  return {
    id: line.orderId,
    number: '2026-0003',
    customerId: line.cid,
    lines: [line],
    delivery: {
      name: 'Demo Rider',
      phone: '01711000000',
      address: 'Road 5, Dhanmondi, Dhaka',
      option: 'home',
    },
    payment,
    itemsTotal: line.lineTotal,
    discount: 0,
    serviceCharge: 0,
    deliveryCharge: 7000,
    total: line.lineTotal + 7000,
    currency: 'BDT',
    date: line.date,
    rerunOf: null,
    otherSellers: null,
  };
}

/** The line as its seller's list has it: with its order's delivery contact and payment. */
export function testLineToShip(
  status: OrderStatus,
  payment?: Order['payment'],
  id = 7,
): LineToShip {
  const line = testLine(status, id);
  const { delivery, payment: paid } = testOrder(line, payment);
  return { ...line, delivery, payment: paid };
}
