// The store's access rules (part of version 10, see teamschema.cpp).
#include "core/server/teamstoresql.h"

namespace dd::server::TeamSchema {

// The desks write gateway answers themselves, under the ordering rule the vault also uses
// (core/storage/answerorder.h): a rule kept in one place, in C++, rather than restated in SQL. So
// the groups get table privileges that follow their roles (core/access/permission.cpp), and the
// server refuses (insufficient_privilege) whatever a role may not do, from any client:
//   - Finance reads, and appends to the audit trail; it writes no payment, intent, queue row,
//     approval or setting (so it can neither act on a payment nor record an action);
//   - Support also stores answers, records intents, queues codes and asks for approvals;
//   - Manager also decides approvals and changes settings.
// The audit trail is appended only through audit_record(): the row's actor is the session's
// login and its time the server's, whatever the client sends. An approval's requester and decider
// are the logins too, and a login never decides its own request.
const char *const StoreAccessSql = R"sql(
CREATE FUNCTION directdesk.audit_record(entry_action text, entry_parameters text, entry_result text) RETURNS bigint
    LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, directdesk, pg_temp
AS $$ SELECT directdesk.audit_append(session_user, entry_action, entry_parameters, entry_result) $$;

CREATE FUNCTION directdesk.approval_by_login() RETURNS trigger
    LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        NEW.requested_by := session_user;
        NEW.state := 0;
        NEW.decided_by := '';
        NEW.decided_at := NULL;
    ELSIF NEW.state IS DISTINCT FROM OLD.state OR NEW.decided_by IS DISTINCT FROM OLD.decided_by THEN
        IF OLD.state <> 0 THEN
            RAISE EXCEPTION 'refund request % was already decided', OLD.id
                USING ERRCODE = 'object_not_in_prerequisite_state';
        END IF;
        IF OLD.requested_by = session_user THEN
            RAISE EXCEPTION 'an operator cannot decide their own refund request' USING ERRCODE = 'insufficient_privilege';
        END IF;
        NEW.decided_by := session_user;
    END IF;
    IF TG_OP = 'UPDATE' AND NEW.requested_by IS DISTINCT FROM OLD.requested_by THEN
        RAISE EXCEPTION 'a refund request''s requester does not change' USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN NEW;
END $$;
CREATE TRIGGER refund_approvals_by_login BEFORE INSERT OR UPDATE ON directdesk.refund_approvals
    FOR EACH ROW EXECUTE FUNCTION directdesk.approval_by_login();

REVOKE ALL ON FUNCTION directdesk.audit_record(text, text, text), directdesk.approval_by_login() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION directdesk.audit_record(text, text, text)
    TO directdesk_finance, directdesk_support, directdesk_manager;

GRANT INSERT, UPDATE ON directdesk.payments, directdesk.payment_answers, directdesk.refunds,
    directdesk.pending_operations TO directdesk_support, directdesk_manager;
GRANT INSERT, UPDATE, DELETE ON directdesk.import_queue TO directdesk_support, directdesk_manager;
GRANT INSERT ON directdesk.refund_approvals TO directdesk_support, directdesk_manager;
GRANT UPDATE (state, decided_by, decided_at, reason, outcome) ON directdesk.refund_approvals TO directdesk_manager;
GRANT INSERT, UPDATE, DELETE ON directdesk.settings TO directdesk_manager;
)sql";

} // namespace dd::server::TeamSchema
