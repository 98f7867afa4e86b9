// Provably fair tick viewer (/pages/fair/ticks) (stub: being built).
export default function Page() {
  return null;
}
