// The change feed of the team store (the step to version 11, see teamschema.cpp).
#include "core/server/teamchangesql.h"

namespace dd::server::TeamSchema {

// Every open window and the team worker follow what the others write: each writing statement on
// payments, refunds, approvals, intents or settings appends one row per changed row to
// directdesk.changes (which table, the row's key, when, the session's login) and sends one
// notification on `directdesk_changes` carrying the newest change number. The notification is only
// a wake-up (a listener that was disconnected misses it); the change number is what a client
// compares with the last one it saw to catch up.
//
// The triggers are statement-level with transition tables, so a bulk write (an import of a million
// payments) costs one notification, not one per row. They run as the schema's owner (SECURITY
// DEFINER) with a pinned search_path: no group may write the table directly, every group reads it.
// The key is what a window reloads: the payment's hash for payments and intents, the payment's row
// id for refunds, the request's id for approvals and the key for settings. Numbers are taken in the
// order rows are written, and a transaction that commits later can carry a smaller number than one
// already seen: a client therefore treats a change number as "something changed up to here" and
// reads what it shows again, rather than applying only the rows above its last number.
const char *const ChangeFeedSql = R"sql(
CREATE TABLE directdesk.changes(
    id bigserial PRIMARY KEY,
    table_name text NOT NULL,
    row_key text NOT NULL,
    changed_at timestamptz NOT NULL DEFAULT now(),
    login text NOT NULL
);
CREATE INDEX changes_by_changed_at ON directdesk.changes(changed_at);
REVOKE ALL ON directdesk.changes FROM PUBLIC;
GRANT SELECT ON directdesk.changes TO directdesk_finance, directdesk_support, directdesk_manager;

-- TG_ARGV[0]: the column that keys a changed row. The rows come from the statement's transition
-- table (new rows for INSERT and UPDATE, old rows for DELETE).
CREATE FUNCTION directdesk.record_changes() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, directdesk, pg_temp
AS $$
DECLARE
    newest bigint;
BEGIN
    IF TG_OP = 'DELETE' THEN
        WITH added AS (INSERT INTO directdesk.changes(table_name, row_key, login)
                           SELECT TG_TABLE_NAME, to_jsonb(r) ->> TG_ARGV[0], session_user FROM old_rows r
                           RETURNING id)
        SELECT max(id) INTO newest FROM added;
    ELSE
        WITH added AS (INSERT INTO directdesk.changes(table_name, row_key, login)
                           SELECT TG_TABLE_NAME, to_jsonb(r) ->> TG_ARGV[0], session_user FROM new_rows r
                           RETURNING id)
        SELECT max(id) INTO newest FROM added;
    END IF;
    -- A statement that changed no row has nothing to say.
    IF newest IS NOT NULL THEN
        PERFORM pg_notify('directdesk_changes', newest::text);
    END IF;
    RETURN NULL;
END $$;
REVOKE ALL ON FUNCTION directdesk.record_changes() FROM PUBLIC;

DO $$
DECLARE
    watched text[][] := ARRAY[['payments', 'hash'], ['refunds', 'payment_id'], ['refund_approvals', 'id'],
                              ['pending_operations', 'payment_hash'], ['settings', 'key']];
    i integer;
BEGIN
    FOR i IN 1 .. array_length(watched, 1) LOOP
        EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON directdesk.%I REFERENCING NEW TABLE AS new_rows '
                       'FOR EACH STATEMENT EXECUTE FUNCTION directdesk.record_changes(%L)',
                       watched[i][1] || '_changes_insert', watched[i][1], watched[i][2]);
        EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON directdesk.%I REFERENCING NEW TABLE AS new_rows '
                       'FOR EACH STATEMENT EXECUTE FUNCTION directdesk.record_changes(%L)',
                       watched[i][1] || '_changes_update', watched[i][1], watched[i][2]);
        EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON directdesk.%I REFERENCING OLD TABLE AS old_rows '
                       'FOR EACH STATEMENT EXECUTE FUNCTION directdesk.record_changes(%L)',
                       watched[i][1] || '_changes_delete', watched[i][1], watched[i][2]);
    END LOOP;
END $$;
)sql";

// Only the codes a desk's look-up queued (source LookUpSource), and only when inserted: an operator
// waits for those, while a file or a notification queues codes that the worker queries on its own
// schedule or at once; the worker's own updates of a code's attempts would wake it for what it has
// just done. Like record_changes(), it runs as the schema's owner: no group writes the changes.
const char *const ImportQueueChangesSql = R"sql(
CREATE FUNCTION directdesk.record_looked_up_codes() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, directdesk, pg_temp
AS $$
DECLARE
    newest bigint;
BEGIN
    WITH added AS (INSERT INTO directdesk.changes(table_name, row_key, login)
                       SELECT TG_TABLE_NAME, r.code, session_user FROM new_rows r WHERE r.source = 'desk look-up'
                       RETURNING id)
    SELECT max(id) INTO newest FROM added;
    IF newest IS NOT NULL THEN
        PERFORM pg_notify('directdesk_changes', newest::text);
    END IF;
    RETURN NULL;
END $$;
REVOKE ALL ON FUNCTION directdesk.record_looked_up_codes() FROM PUBLIC;
CREATE TRIGGER import_queue_looked_up AFTER INSERT ON directdesk.import_queue REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION directdesk.record_looked_up_codes();
)sql";

} // namespace dd::server::TeamSchema
