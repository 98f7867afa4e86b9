// Identity verification review: the queue of submissions with their photos, approve or fail with a reason; audited.
export function IdentityPage() {
  return <h1>Identity review</h1>;
}
