/** The rule every quantity in the shop follows: at least one, never past the stock. */
export function capQuantity(wanted: number, stock: number): number {
  if (!Number.isFinite(wanted)) return Math.min(1, stock);
  return Math.max(Math.min(Math.floor(wanted), stock), Math.min(1, stock));
}
