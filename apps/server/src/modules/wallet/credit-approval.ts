// How much scrutiny a deposit credit needs. Crediting more than the user declared needs a written
// reason; a credit worth more than the configured threshold needs a second admin (four eyes): the
// first approval waits, and only another admin approving the same amount credits it. Pure, so the
// rule reads in one place and the review service only gathers its inputs.
export type CreditCheck = {
  /** The most that can be credited without a reason: what was declared, in the credited coin (for OTC with a rate margin). */
  ceilingAtoms: bigint;
  creditedAtoms: bigint;
  /** The credit's value in USDT, or null when the coin has no recorded price (then it counts as large). */
  creditedUsdtAtoms: bigint | null;
  secondApprovalAboveUsdtAtoms: bigint;
  reason: string;
};

export type CreditScrutiny = { reasonMissing: boolean; secondAdminNeeded: boolean };

export function creditScrutiny(check: CreditCheck): CreditScrutiny {
  return {
    reasonMissing: check.creditedAtoms > check.ceilingAtoms && check.reason.trim() === '',
    secondAdminNeeded: check.creditedUsdtAtoms === null || check.creditedUsdtAtoms > check.secondApprovalAboveUsdtAtoms,
  };
}
