// Seconds-option orders (/pages/transaction/seconds_order) (stub: being built).
export default function Page() {
  return null;
}
