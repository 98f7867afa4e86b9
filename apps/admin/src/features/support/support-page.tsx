// Customer service inbox: the users' conversations, unread counts, the agent's answers with images.
export function SupportPage() {
  return <h1>Support chat</h1>;
}
