/**
 * An order line's buttons, named for their line: a seller's list shows many lines with the same
 * buttons, and a screen reader listing them must tell one line's "Reject" from another's. Each
 * name starts with the button's visible word (WCAG 2.5.3).
 */
import { defineTexts, t } from '../../../../contract/i18n/texts';

interface NamedLine {
  orderId: number;
  productName: string;
}

export const SELLER_LINE_TEXT = defineTexts({
  history: /*i18n*/ { id: 'History' },
  invoice: /*i18n*/ { id: 'Invoice' },
  moveNamed: (move: string, line: NamedLine) =>
    t(
      /*i18n*/ {
        id: '{move} order {orderId}: {productName}',
        comment: 'move: the button’s word (e.g. "Confirm"), which the name starts with.',
      },
      { move, orderId: line.orderId, productName: line.productName },
    ),
  historyNamed: (line: NamedLine) =>
    t(
      /*i18n*/ { id: 'History of order {orderId}: {productName}' },
      {
        orderId: line.orderId,
        productName: line.productName,
      },
    ),
  invoiceNamed: (line: NamedLine) =>
    t(/*i18n*/ { id: 'Invoice of order {orderId}' }, { orderId: line.orderId }),
});
