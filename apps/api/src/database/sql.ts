// The statement builder lives with the persistence code in @ledgerline/domain, so that its own SQL
// (identity) writes tenant predicates the one way too; the API's code imports it from here.
export { BusinessSql, businessWide, ScopedSql, scoped, Sql } from '@ledgerline/domain';
