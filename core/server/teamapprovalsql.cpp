// Approving a waiting refund on the team server (part of version 13, see teamschema.cpp).
#include "core/server/teamapprovalsql.h"

namespace dd::server::TeamSchema {

// Deciding an approval and recording the worker's request for it are one transaction:
// approve_refund() locks the approval row, marks it approved (the rules on who decides stay in the
// approval trigger, approval_rules(): nobody decides their own request, a decided one stays decided)
// and records the action request from the approval's own payment, merchant refund code and bank
// details. When another action on the payment is open, it raises unique_violation and nothing is
// decided, so two desks at the same moment leave either both rows or neither.
//
// The request's parameters are made by the desk (OperationParameters, the one owner of their
// shape) from the approval it read, and so are the approval's audit parameters
// (RefundApprovals::auditParameters); the action request trigger checks that the request matches
// the approval. The two audit rows of the decision ("refund_approve" APPROVED, "action_request"
// REQUESTED, the login as the actor) are appended in the same transaction. Only the Manager group
// may call it. The trigger also refuses an approval made by a login's own UPDATE (current_user is
// then not the table's owner), so an approved refund always has its request; rejecting stays a
// plain UPDATE, as a rejected one sends nothing.
const char *const ApprovalSql = R"sql(
CREATE FUNCTION directdesk.approve_refund(approval_id bigint, refund_parameters text, approval_audit text)
    RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    approval record;
    request_id bigint;
BEGIN
    IF NOT pg_has_role(session_user, 'directdesk_manager', 'MEMBER') THEN
        RAISE EXCEPTION 'only a Manager approves refund requests' USING ERRCODE = 'insufficient_privilege';
    END IF;
    SELECT id, payment_hash, merchant_refund_code, bank_info INTO approval
        FROM directdesk.refund_approvals WHERE id = approval_id FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'refund request % does not exist', approval_id USING ERRCODE = 'no_data_found';
    END IF;
    UPDATE directdesk.refund_approvals SET state = 1, decided_at = clock_timestamp() WHERE id = approval_id;
    BEGIN
        INSERT INTO directdesk.action_requests(kind, payment_hash, merchant_code, parameters, bank_info, approval_id)
            VALUES ('refund', approval.payment_hash, approval.merchant_refund_code, refund_parameters,
                    approval.bank_info, approval.id)
            RETURNING id INTO request_id;
    EXCEPTION WHEN unique_violation THEN
        RAISE EXCEPTION 'payment % has another open action: refund request % stays undecided',
            approval.payment_hash, approval_id USING ERRCODE = 'unique_violation';
    END;
    PERFORM directdesk.audit_append(session_user, 'refund_approve', approval_audit, 'APPROVED');
    PERFORM directdesk.audit_append(session_user, 'action_request',
        (refund_parameters::jsonb || jsonb_build_object('action', 'refund', 'hash', approval.payment_hash,
                                                        'request', request_id))::text,
        'REQUESTED');
    RETURN request_id;
END $$;
REVOKE ALL ON FUNCTION directdesk.approve_refund(bigint, text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION directdesk.approve_refund(bigint, text, text) TO directdesk_manager;

-- Version 11's rules of live refund requests, and: an approval is made by approve_refund() only.
CREATE OR REPLACE FUNCTION directdesk.approval_rules() RETURNS trigger
    LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        IF NEW.imported_from IS NULL THEN
            NEW.requested_by := session_user;
            NEW.state := 0;
            NEW.decided_by := '';
            NEW.decided_at := NULL;
        END IF;
        RETURN NEW;
    END IF;
    IF NEW.requested_by IS DISTINCT FROM OLD.requested_by THEN
        RAISE EXCEPTION 'a refund request''s requester does not change' USING ERRCODE = 'insufficient_privilege';
    END IF;
    -- Touching the decision (its state, who or when) is deciding: approve_refund() sets decided_at
    -- only, so a request decided meanwhile is refused here and not approved twice.
    IF NEW.state IS NOT DISTINCT FROM OLD.state AND NEW.decided_by IS NOT DISTINCT FROM OLD.decided_by
       AND NEW.decided_at IS NOT DISTINCT FROM OLD.decided_at THEN
        RETURN NEW;
    END IF;
    IF OLD.state <> 0 THEN
        RAISE EXCEPTION 'refund request % was already decided', OLD.id USING ERRCODE = 'object_not_in_prerequisite_state';
    ELSIF NEW.state NOT IN (1, 2) THEN
        RAISE EXCEPTION 'refund request % is decided by approving or rejecting it', OLD.id
            USING ERRCODE = 'check_violation';
    ELSIF OLD.requested_by = session_user THEN
        RAISE EXCEPTION 'an operator cannot decide their own refund request' USING ERRCODE = 'insufficient_privilege';
    ELSIF NEW.state = 1 AND current_user <> pg_get_userbyid((SELECT relowner FROM pg_class WHERE oid = TG_RELID)) THEN
        RAISE EXCEPTION 'a refund request is approved through directdesk.approve_refund()'
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    NEW.decided_by := session_user;
    RETURN NEW;
END $$;
)sql";

} // namespace dd::server::TeamSchema
