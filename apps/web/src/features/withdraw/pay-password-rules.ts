// The pay password is 6 digits (PAY_PASSWORD_RE of the shared withdrawal schemas), kept here
// without zod so the withdrawal screen's popup does not load the schemas.
export const PAY_PASSWORD_LENGTH = 6;
