// Spot orders (/pages/transaction/currency_order) (stub: being built).
export default function Page() {
  return null;
}
