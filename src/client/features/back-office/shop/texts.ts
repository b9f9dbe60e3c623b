/** The seller's screens' own words; the server's messages and the spec's texts come from contract/. */
import { ORDER_STATUS_LABEL, type OrderStatus } from '../../../../contract/orders-constants';

export const INVOICE_TEXT = {
  dialogTitle: (orderId: number) => `Invoice of order ${orderId}`,
  title: 'Invoice',
  order: (number: string) => `Order ${number}`,
  deliverTo: 'Deliver to',
  product: 'Product',
  /** Under each product: how many, at what unit price. */
  quantityAt: (quantity: number, unitPrice: string) => `${quantity} × ${unitPrice}`,
  lineTotal: 'Total',
  /** A line that is no longer charged: its status, and that its total went back. */
  refundedLine: (status: OrderStatus) => `${ORDER_STATUS_LABEL[status]} · refunded`,
  otherSellers: "Other sellers' items",
  serviceCharge: 'Service charge',
  deliveryCharge: 'Delivery charge',
  chargesRefunded: 'refunded: nothing is left to deliver',
  paid: 'Paid at checkout',
  refunded: 'Refunded',
  charged: 'Total charged',
  total: 'Total',
  payment: (method: string) => `Payment: ${method}`,
  close: 'Close',
  print: 'Print',
} as const;

export const REJECT_TEXT = {
  title: (product: string) => `Reject ${product}?`,
  body: (quantity: number, customer: string) =>
    `${quantity} for ${customer}. The units go back to your stock, and the buyer is told at once, with the reason below. You can undo it.`,
  reasonLabel: 'Reason the buyer reads',
  other: 'Another reason',
  otherLabel: 'Your reason',
  otherDescription: 'Shown to the buyer with their order and in the notice.',
  confirm: 'Reject line',
  keep: 'Keep it',
} as const;

/** What the shop's back-office screens say where a read failed. */
export const SHOP_OFFICE_TEXT = {
  figuresLoadFailed: 'The figures could not be loaded',
  linesLoadFailed: 'The order lines could not be loaded',
  orderLoadFailed: 'This order could not be loaded',
  payoutsLoadFailed: 'The payouts could not be loaded',
} as const;
