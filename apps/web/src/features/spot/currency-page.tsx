// Spot trading of one pair on its own page (/pages/transaction/currency) (stub: being built).
export default function Page() {
  return null;
}
