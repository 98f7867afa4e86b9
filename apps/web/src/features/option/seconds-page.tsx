// Seconds options of one market on its own page (/pages/transaction/seconds) (stub: being built).
export default function Page() {
  return null;
}
