// Seconds options inside the trade tab (stub: being built).
export default function Page() {
  return null;
}
