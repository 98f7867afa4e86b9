// Contract trading of one market on its own page (/pages/transaction/contract) (stub: being built).
export default function Page() {
  return null;
}
