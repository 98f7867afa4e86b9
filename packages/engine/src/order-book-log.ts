// The trade log as text: one line per result and per trade event, every field in a fixed order,
// so two runs of the same input can be compared byte for byte (or by a hash of the bytes).
import type { CancelResult, PlaceResult, TradeEvent } from './order-book.ts';

export function formatTradeEvent(event: TradeEvent): string {
  if (event.kind === 'fill') {
    return (
      `fill ${event.sequence} ${event.takerSide} ${event.priceAtoms} ${event.quantityAtoms} ${event.quoteAtoms}` +
      ` maker ${event.makerOrderId} ${event.makerOwner} fee ${event.makerFeeAtoms} left ${event.makerRemainingAtoms} released ${event.makerReleasedAtoms}` +
      ` taker ${event.takerOrderId} ${event.takerOwner} fee ${event.takerFeeAtoms}`
    );
  }
  return (
    `self_trade_cancel ${event.sequence} ${event.orderId} ${event.owner} ${event.side} ${event.priceAtoms}` +
    ` cancelled ${event.cancelledAtoms} released ${event.releasedAtoms} taker ${event.takerOrderId}`
  );
}

/** The place result's line, then one line per event; each line ends with a newline. */
export function formatPlaceResult(result: PlaceResult): string {
  if (!result.ok) return `refused ${result.code}\n`;
  let text =
    `placed ${result.sequence} ${result.orderId} ${result.status} filled ${result.filledAtoms} resting ${result.restingAtoms}` +
    ` cancelled ${result.cancelledAtoms} ${result.remainderCancelled ?? '-'} reserved ${result.reservedAtoms} spent ${result.spentAtoms}` +
    ` frozen ${result.frozenAtoms} released ${result.releasedAtoms}\n`;
  for (const event of result.events) text += `${formatTradeEvent(event)}\n`;
  return text;
}

export function formatCancelResult(result: CancelResult): string {
  if (!result.ok) return `refused ${result.code}\n`;
  return (
    `cancel ${result.sequence} ${result.orderId} ${result.owner} ${result.side} ${result.priceAtoms}` +
    ` cancelled ${result.cancelledAtoms} released ${result.releasedAtoms}\n`
  );
}
