// The read path of the team store (part of the step to version 13, see teamschema.cpp).
#include "core/server/teamreadpathsql.h"

namespace dd::server::TeamSchema {

// A table page is the first or next 100 payments of a filter in one sort order (pgpaymentquery.cpp).
// Each sort column has one index whose expressions are exactly the query's sort expression followed
// by the row id, so a page in either direction is a walk of that index from the page key (a row
// comparison), never a sort of the matching rows. A date filter is a range of its date's index, a
// text search a range of an index of each alternative (prefix LIKE on bytes: COLLATE "C", whatever
// the database's collation). Every index costs each written payment, so there is no other:
//   payments_by_open_date, _confirm_date   the date sorts and the date filters
//   payments_by_status_date                the status date sort
//   payments_by_status                     the status sort and status filters
//   payments_by_status_confirm_date, _status_date  one status sorted by those dates: a payment
//                                          has no confirmation date (sorted as the epoch) unless
//                                          confirmed, and no status date while pending, so a walk
//                                          of the date alone would pass every other status first
//   payments_by_amount                     the amount sort and amount filters; its included columns
//                                          let an amount filter's count and totals read the index only
//   payments_by_currency, _method, _country  those sorts
//   payments_by_hash_prefix                the hash sort and a search by hash prefix
//   payments_by_merchant_code              the merchant code sort, its search and findByMerchantCode
//   payments_by_name                       the customer name sort and the name search
//   payments_by_email, payments_by_document  the e-mail and document searches
// The baseline's hash (unique), primary key and (status, due_date) (expiring vouchers) indexes stay.
// The name, e-mail and document indexes are replaced by those of their stored folded texts at
// version 14 (teamsearchtextsql.cpp); tst_teamreadpath proves that each page
// and search uses its index, so a query that drifts from them fails there.
//
// payment_groups holds the count, amount and refunded sums of the payments per currency, status,
// method and country, kept by statement-level triggers for every writer (desks, the team worker,
// the bulk write, team import, psql): one INSERT … ON CONFLICT per group a statement changed, in
// the groups' order, so that two writers lock shared groups in the same order. A count or totals
// of a filter on those columns only adds the groups up (PgPaymentStore). Emptied groups stay, with
// a zero count, as in the vault. The groups are filled from the payments already stored.
const char *const ReadPathSql = R"sql(
DROP INDEX directdesk.payments_by_merchant_code, directdesk.payments_by_open_date, directdesk.payments_by_confirm_date,
    directdesk.payments_by_status_date, directdesk.payments_by_status_status_date,
    directdesk.payments_by_status_confirm_date, directdesk.payments_by_amount, directdesk.payments_by_name,
    directdesk.payments_by_email, directdesk.payments_by_document, directdesk.payments_totals;

CREATE INDEX payments_by_open_date ON directdesk.payments((COALESCE(open_date, timestamptz 'epoch')), id);
CREATE INDEX payments_by_confirm_date ON directdesk.payments((COALESCE(confirm_date, timestamptz 'epoch')), id);
CREATE INDEX payments_by_status_date ON directdesk.payments((COALESCE(status_date, timestamptz 'epoch')), id);
CREATE INDEX payments_by_status ON directdesk.payments(status, id);
CREATE INDEX payments_by_status_confirm_date ON directdesk.payments(status, (COALESCE(confirm_date, timestamptz 'epoch')), id);
CREATE INDEX payments_by_status_status_date ON directdesk.payments(status, (COALESCE(status_date, timestamptz 'epoch')), id);
CREATE INDEX payments_by_amount ON directdesk.payments(amount_ext, id)
    INCLUDE (currency, status, payment_type_code, country, refunded);
CREATE INDEX payments_by_currency ON directdesk.payments((currency COLLATE "C"), id);
CREATE INDEX payments_by_method ON directdesk.payments((payment_type_code COLLATE "C"), id);
CREATE INDEX payments_by_country ON directdesk.payments((country COLLATE "C"), id);
CREATE INDEX payments_by_hash_prefix ON directdesk.payments((left(hash, 8) COLLATE "C"), id);
CREATE INDEX payments_by_merchant_code ON directdesk.payments((merchant_code COLLATE "C"), id);
CREATE INDEX payments_by_name ON directdesk.payments((btrim(regexp_replace(lower(TRANSLATE(customer_name,
    'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝý', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyy')),
    '\s+', ' ', 'g')) COLLATE "C"), id);
CREATE INDEX payments_by_email ON directdesk.payments((btrim(regexp_replace(lower(TRANSLATE(customer_email,
    'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝý', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyy')),
    '\s+', ' ', 'g')) COLLATE "C"));
CREATE INDEX payments_by_document ON directdesk.payments((regexp_replace(btrim(regexp_replace(lower(TRANSLATE(
    customer_document, 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝý',
    'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyy')), '\s+', ' ', 'g')), '[^[:alnum:]]', '', 'g') COLLATE "C"));

-- TG_OP decides which transition tables there are: new rows count in, old rows count out.
CREATE FUNCTION directdesk.keep_payment_groups() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, directdesk, pg_temp
AS $$
BEGIN
    IF TG_OP = 'TRUNCATE' THEN
        DELETE FROM directdesk.payment_groups;
    ELSIF TG_OP = 'INSERT' THEN
        INSERT INTO directdesk.payment_groups AS g(currency, status, payment_type_code, country, count, amount, refunded)
            SELECT currency, status, payment_type_code, country, count(*), sum(amount_ext), sum(refunded)
            FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT (currency, status, payment_type_code, country) DO UPDATE
            SET count = g.count + excluded.count, amount = g.amount + excluded.amount,
                refunded = g.refunded + excluded.refunded;
    ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO directdesk.payment_groups AS g(currency, status, payment_type_code, country, count, amount, refunded)
            SELECT currency, status, payment_type_code, country, -count(*), -sum(amount_ext), -sum(refunded)
            FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT (currency, status, payment_type_code, country) DO UPDATE
            SET count = g.count + excluded.count, amount = g.amount + excluded.amount,
                refunded = g.refunded + excluded.refunded;
    ELSE
        -- An update moves a payment between groups or changes its sums; groups it leaves as they
        -- were (most updates: an answer that changes no grouped column) are not written.
        INSERT INTO directdesk.payment_groups AS g(currency, status, payment_type_code, country, count, amount, refunded)
            SELECT currency, status, payment_type_code, country, sum(n), sum(amount_ext), sum(refunded)
            FROM (SELECT currency, status, payment_type_code, country, 1 AS n, amount_ext, refunded FROM new_rows
                  UNION ALL
                  SELECT currency, status, payment_type_code, country, -1, -amount_ext, -refunded FROM old_rows) c
            GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 OR sum(amount_ext) <> 0 OR sum(refunded) <> 0 ORDER BY 1, 2, 3, 4
        ON CONFLICT (currency, status, payment_type_code, country) DO UPDATE
            SET count = g.count + excluded.count, amount = g.amount + excluded.amount,
                refunded = g.refunded + excluded.refunded;
    END IF;
    RETURN NULL;
END $$;
REVOKE ALL ON FUNCTION directdesk.keep_payment_groups() FROM PUBLIC;
CREATE TRIGGER payments_groups_insert AFTER INSERT ON directdesk.payments REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION directdesk.keep_payment_groups();
CREATE TRIGGER payments_groups_update AFTER UPDATE ON directdesk.payments
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION directdesk.keep_payment_groups();
CREATE TRIGGER payments_groups_delete AFTER DELETE ON directdesk.payments REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION directdesk.keep_payment_groups();
CREATE TRIGGER payments_groups_truncate AFTER TRUNCATE ON directdesk.payments
    FOR EACH STATEMENT EXECUTE FUNCTION directdesk.keep_payment_groups();

-- The triggers hold writers off from here to the step's commit: the groups start from every
-- payment stored, none missed and none counted twice.
DELETE FROM directdesk.payment_groups;
INSERT INTO directdesk.payment_groups(currency, status, payment_type_code, country, count, amount, refunded)
    SELECT currency, status, payment_type_code, country, count(*), sum(amount_ext), sum(refunded)
    FROM directdesk.payments GROUP BY 1, 2, 3, 4;
ANALYZE directdesk.payments;
)sql";

} // namespace dd::server::TeamSchema
