// The kept reconciliation runs of the team store (part of the step to version 13, see teamschema.cpp).
#include "core/server/teamreconcilesql.h"

namespace dd::server::TeamSchema {

// The vault's two tables (core/cache/reconcilerunstore.cpp), column for column and by the same
// names, in PostgreSQL's own types: the run's instant is a timestamptz (the name at_ms is the
// vault's), the period's days are dates, amounts are hundredths as NUMERIC, the file's SHA-256 is
// bytea. A run and its differences are written once and never changed.
//
// Reconciling is the Export permission (core/access/permission.cpp): Finance and Manager insert
// and read runs; Support neither reads nor writes them. The trigger takes the run's actor from the
// session's login, as the audit row of the same run is (audit_record), whatever the client sends.
const char *const ReconcileRunSql = R"sql(
CREATE TABLE directdesk.reconcile_run(
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at_ms timestamptz NOT NULL,
    actor text NOT NULL DEFAULT session_user,
    file_name text NOT NULL,
    file_sha256 bytea NOT NULL,
    mapping text NOT NULL,
    mapping_name text NOT NULL DEFAULT '',
    period_from date,
    period_to date,
    orders bigint NOT NULL CHECK (orders >= 0),
    matched bigint NOT NULL CHECK (matched >= 0),
    differences bigint NOT NULL CHECK (differences >= 0)
);
CREATE INDEX reconcile_run_by_file ON directdesk.reconcile_run(file_name, id);

CREATE TABLE directdesk.reconcile_difference(
    run_id bigint NOT NULL REFERENCES directdesk.reconcile_run(id),
    seq integer NOT NULL,
    kind text NOT NULL,
    merchant_code text NOT NULL DEFAULT '',
    order_line bigint NOT NULL DEFAULT 0,
    payment_hash text NOT NULL DEFAULT '',
    order_amount numeric(18, 2),
    order_currency text NOT NULL DEFAULT '',
    order_status text NOT NULL DEFAULT '',
    order_refunded numeric(18, 2),
    gateway_amount numeric(18, 2),
    gateway_currency text NOT NULL DEFAULT '',
    gateway_status text,
    gateway_refunded numeric(18, 2),
    PRIMARY KEY(run_id, seq)
);

CREATE FUNCTION directdesk.reconcile_run_by_login() RETURNS trigger
    LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    NEW.actor := session_user;
    RETURN NEW;
END $$;
CREATE TRIGGER reconcile_run_by_login BEFORE INSERT ON directdesk.reconcile_run
    FOR EACH ROW EXECUTE FUNCTION directdesk.reconcile_run_by_login();
REVOKE ALL ON FUNCTION directdesk.reconcile_run_by_login() FROM PUBLIC;

GRANT SELECT, INSERT ON directdesk.reconcile_run, directdesk.reconcile_difference
    TO directdesk_finance, directdesk_manager;
)sql";

} // namespace dd::server::TeamSchema
