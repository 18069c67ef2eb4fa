// The action requests of the team store (the step to version 12, see teamschema.cpp).
#include "core/server/teamactionsql.h"

namespace dd::server::TeamSchema {

// A desk holds no integration key in team mode: it records what it wants done (capture, refund,
// cancel refund, cancel payment) as a row here, and the active team worker, which holds the key,
// claims the row and sends it through PaymentOperations (intent recorded first, answer stored,
// audit row). The merchant capture or refund code is made on the desk and travels in the row, so a
// resend is recognised by the gateway and an unknown outcome can be settled by query.
//
// States: 0 requested, 1 sending (claimed by a worker), 2 done, 3 failed, 4 outcome unknown. The
// partial unique index keeps at most one open action (0, 1 or 4) per payment across every desk:
// a second desk's insert fails with unique_violation and the client names who holds the payment.
// The trigger takes the requester from the session's login and the times from the server's clock,
// lets a state move only forward (0 → 1, 1 → 2/3/4, 4 → 2/3), and names the worker that claims a
// row. Finance may read the rows and write none (no grant); Support and Manager insert requests and
// move states (the worker's login is one of them). Nobody deletes a request.
// The parameters are what PaymentOperations would record as the intent, scrubbed of secrets on the
// desk; a refund's bank details sit beside them as the approvals keep theirs. A card payment is
// never requested: its card data goes from a desk to the gateway only.
const char *const ActionRequestSql = R"sql(
CREATE TABLE directdesk.action_requests(
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('capture', 'refund', 'cancel_refund', 'cancel')),
    payment_hash text NOT NULL CHECK (payment_hash <> ''),
    merchant_code text NOT NULL DEFAULT '',
    parameters text NOT NULL DEFAULT '{}',
    bank_info text,
    approval_id bigint REFERENCES directdesk.refund_approvals(id),
    requested_by text NOT NULL DEFAULT session_user,
    requested_at timestamptz NOT NULL DEFAULT clock_timestamp(),
    state smallint NOT NULL DEFAULT 0 CHECK (state BETWEEN 0 AND 4),
    outcome text NOT NULL DEFAULT '',
    message text NOT NULL DEFAULT '',
    claimed_by text NOT NULL DEFAULT '',
    updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE UNIQUE INDEX action_requests_one_open ON directdesk.action_requests(payment_hash) WHERE state IN (0, 1, 4);
CREATE INDEX action_requests_by_state ON directdesk.action_requests(state, id);

CREATE FUNCTION directdesk.action_request_by_login() RETURNS trigger
    LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    approval record;
BEGIN
    IF TG_OP = 'INSERT' THEN
        NEW.requested_by := session_user;
        NEW.requested_at := clock_timestamp();
        NEW.state := 0;
        NEW.outcome := '';
        NEW.message := '';
        NEW.claimed_by := '';
        NEW.updated_at := NEW.requested_at;
        -- A refund that waited for approval goes out only once approved, as it was approved.
        IF NEW.approval_id IS NOT NULL THEN
            SELECT payment_hash, merchant_refund_code, state INTO approval
                FROM directdesk.refund_approvals WHERE id = NEW.approval_id;
            IF NOT FOUND OR approval.state <> 1 OR NEW.kind <> 'refund' OR approval.payment_hash <> NEW.payment_hash
               OR approval.merchant_refund_code <> NEW.merchant_code THEN
                RAISE EXCEPTION 'refund request % is not approved for this refund', NEW.approval_id
                    USING ERRCODE = 'insufficient_privilege';
            END IF;
        END IF;
        RETURN NEW;
    END IF;
    IF NEW.state IS DISTINCT FROM OLD.state THEN
        IF NOT ((OLD.state = 0 AND NEW.state = 1) OR (OLD.state = 1 AND NEW.state IN (2, 3, 4))
                OR (OLD.state = 4 AND NEW.state IN (2, 3))) THEN
            RAISE EXCEPTION 'action request % cannot go from state % to %', OLD.id, OLD.state, NEW.state
                USING ERRCODE = 'object_not_in_prerequisite_state';
        END IF;
        IF NEW.state = 1 THEN
            NEW.claimed_by := session_user;
        END IF;
    ELSIF OLD.state IN (2, 3) THEN
        RAISE EXCEPTION 'action request % is finished', OLD.id USING ERRCODE = 'object_not_in_prerequisite_state';
    END IF;
    NEW.updated_at := clock_timestamp();
    RETURN NEW;
END $$;
CREATE TRIGGER action_requests_by_login BEFORE INSERT OR UPDATE ON directdesk.action_requests
    FOR EACH ROW EXECUTE FUNCTION directdesk.action_request_by_login();
REVOKE ALL ON FUNCTION directdesk.action_request_by_login() FROM PUBLIC;

REVOKE ALL ON directdesk.action_requests FROM PUBLIC;
GRANT SELECT ON directdesk.action_requests TO directdesk_finance, directdesk_support, directdesk_manager;
GRANT INSERT (kind, payment_hash, merchant_code, parameters, bank_info, approval_id) ON directdesk.action_requests
    TO directdesk_support, directdesk_manager;
GRANT UPDATE (state, outcome, message) ON directdesk.action_requests TO directdesk_support, directdesk_manager;
-- The worker (a Support login) writes how an approved refund ended on its approval.
GRANT UPDATE (outcome) ON directdesk.refund_approvals TO directdesk_support;

-- The desks follow their requests, and the worker wakes up for new ones, through the change feed.
CREATE TRIGGER action_requests_changes_insert AFTER INSERT ON directdesk.action_requests
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION directdesk.record_changes('id');
CREATE TRIGGER action_requests_changes_update AFTER UPDATE ON directdesk.action_requests
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION directdesk.record_changes('id');
)sql";

} // namespace dd::server::TeamSchema
