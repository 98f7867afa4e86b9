// The security area's tables (migration of issue 5), part of the DB interface in schema.ts.

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the area adds its tables here
export interface SecurityTables {}
