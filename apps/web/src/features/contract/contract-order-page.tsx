// Contract positions and orders (/pages/transaction/contract_order) (stub: being built).
export default function Page() {
  return null;
}
