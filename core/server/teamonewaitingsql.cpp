// One waiting refund request per payment on the team server (the step to version 16, see
// teamschema.cpp).
#include "core/server/teamonewaitingsql.h"

namespace dd::server::TeamSchema {

// A second request for a payment that already has one waiting for a Manager could only fail once
// the first is sent (RefundApprovals::request). Desks and directdesk-cli check before they ask;
// this trigger holds it for two desks at the same moment and for psql: the second insert waits for
// the first one's transaction (a lock per payment), then finds its row and is refused with
// unique_violation. It runs after refund_approvals_by_login (triggers fire in name order), which
// makes every desk insert a waiting one. Requests brought in from a vault (imported_from) are its
// history and are kept as they were; requests already waiting side by side stay as they are.
const char *const OneWaitingRefundSql = R"sql(
CREATE FUNCTION directdesk.one_waiting_refund() RETURNS trigger
    LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    waiting bigint;
BEGIN
    IF NEW.imported_from IS NOT NULL OR NEW.state <> 0 THEN
        RETURN NEW;
    END IF;
    PERFORM pg_advisory_xact_lock(hashtext('directdesk.refund_approvals ' || lower(NEW.payment_hash)));
    SELECT a.id INTO waiting FROM directdesk.refund_approvals a
        WHERE a.state = 0 AND lower(a.payment_hash) = lower(NEW.payment_hash) ORDER BY a.id LIMIT 1;
    IF FOUND THEN
        RAISE EXCEPTION 'payment % already has refund request % waiting for a Manager', NEW.payment_hash, waiting
            USING ERRCODE = 'unique_violation';
    END IF;
    RETURN NEW;
END $$;
CREATE TRIGGER refund_approvals_one_waiting BEFORE INSERT ON directdesk.refund_approvals
    FOR EACH ROW EXECUTE FUNCTION directdesk.one_waiting_refund();
)sql";

} // namespace dd::server::TeamSchema
