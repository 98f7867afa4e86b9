// The address last chosen (or just saved) per coin and network, so the withdrawal screen keeps it
// after a trip to the address book and back. Kept for the tab's lifetime only.
const chosen = new Map<string, number>();

const slot = (coinId: number, network: string) => `${coinId}:${network.toLowerCase()}`;

export function rememberChosenAddress(coinId: number, network: string, addressId: number): void {
  chosen.set(slot(coinId, network), addressId);
}

export function chosenAddressId(coinId: number, network: string): number | undefined {
  return chosen.get(slot(coinId, network));
}
