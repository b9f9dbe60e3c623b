/**
 * An order line's buttons, named for their line: a seller's list shows many lines with the same
 * buttons, and a screen reader listing them must tell one line's "Reject" from another's. Each
 * name starts with the button's visible word (WCAG 2.5.3).
 */
interface NamedLine {
  orderId: number;
  productName: string;
}

const lineOf = (line: NamedLine) => `order ${line.orderId}: ${line.productName}`;

export const SELLER_LINE_TEXT = {
  history: 'History',
  invoice: 'Invoice',
  moveNamed: (move: string, line: NamedLine) => `${move} ${lineOf(line)}`,
  historyNamed: (line: NamedLine) => `History of ${lineOf(line)}`,
  invoiceNamed: (line: NamedLine) => `Invoice of order ${line.orderId}`,
} as const;
