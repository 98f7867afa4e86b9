// What the platform sends a person: a code or a notice, by email or to a phone.
export type Channel = 'email' | 'phone';
export type OutgoingMessage = { channel: Channel; target: string; subject: string; body: string };
export type Mailer = { send: (message: OutgoingMessage) => Promise<void> };
