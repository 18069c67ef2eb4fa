// The four-eyes rules of a refund's action request (the step to version 15, see teamschema.cpp).
#include "core/server/teamfoureyessql.h"

namespace dd::server::TeamSchema {

// Version 12's trigger checked an approved refund's request against its approval by payment and
// merchant refund code only, and let any Support login record a refund of any size; the worker
// takes the amount it sends from the request. So the server now also holds the amount:
//   - a refund's request carries its amount as decimal text with at most the wire's two decimals
//     and its currency as an ISO 4217 code (what OperationParameters::refund writes), read as
//     NUMERIC, never through a float; anything else is refused (check_violation);
//   - a request made from an approval (approve_refund()) has the approval's amount and currency,
//     else it is refused (check_violation) and, since approve_refund() is one statement, the
//     approval stays waiting and no audit row is written;
//   - a refund asked without an approval by a login outside the Manager group is at most the
//     currency's threshold (the setting access.refund_threshold.<CUR> that RefundApprovals keeps),
//     else it is refused (insufficient_privilege): it waits for an approval instead. A threshold
//     that does not read as an amount refuses the currency's refunds rather than lifting the limit.
// Whether the amount fits the currency's minor unit and the payment's refundable amount stays
// RequestValidator::refund's, which the worker applies before anything is sent.
const char *const FourEyesSql = R"sql(
CREATE OR REPLACE FUNCTION directdesk.action_request_by_login() RETURNS trigger
    LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    approval record;
    asked jsonb;
    asked_amount text;
    asked_currency text;
    limit_text text;
BEGIN
    IF TG_OP = 'INSERT' THEN
        NEW.requested_by := session_user;
        NEW.requested_at := clock_timestamp();
        NEW.state := 0;
        NEW.outcome := '';
        NEW.message := '';
        NEW.claimed_by := '';
        NEW.updated_at := NEW.requested_at;
        IF NEW.kind = 'refund' THEN
            BEGIN
                asked := NEW.parameters::jsonb;
            EXCEPTION WHEN invalid_text_representation THEN
                asked := NULL;
            END;
            IF jsonb_typeof(asked) = 'object' THEN
                IF jsonb_typeof(asked -> 'amount') = 'string' THEN
                    asked_amount := asked ->> 'amount';
                END IF;
                IF jsonb_typeof(asked -> 'currency') = 'string' THEN
                    asked_currency := asked ->> 'currency';
                END IF;
            END IF;
            IF asked_amount IS NULL OR asked_amount !~ '^[0-9]{1,16}(\.[0-9]{1,2})?$'
               OR asked_currency IS NULL OR asked_currency !~ '^[A-Z]{3}$' THEN
                RAISE EXCEPTION 'a refund request needs its amount as decimal text with at most two decimals and its '
                                'currency code (amount %, currency %)',
                    coalesce(left(asked ->> 'amount', 40), 'missing'), coalesce(left(asked ->> 'currency', 8), 'missing')
                    USING ERRCODE = 'check_violation';
            END IF;
        END IF;
        -- A refund that waited for approval goes out only once approved, as it was approved.
        IF NEW.approval_id IS NOT NULL THEN
            SELECT payment_hash, merchant_refund_code, amount, currency, state INTO approval
                FROM directdesk.refund_approvals WHERE id = NEW.approval_id;
            IF NOT FOUND OR approval.state <> 1 OR NEW.kind <> 'refund' OR approval.payment_hash <> NEW.payment_hash
               OR approval.merchant_refund_code <> NEW.merchant_code THEN
                RAISE EXCEPTION 'refund request % is not approved for this refund', NEW.approval_id
                    USING ERRCODE = 'insufficient_privilege';
            END IF;
            IF asked_amount::numeric <> approval.amount OR asked_currency <> approval.currency THEN
                RAISE EXCEPTION 'refund request % is for % %, not % %: nothing was decided', NEW.approval_id,
                    approval.amount, approval.currency, asked_amount, asked_currency
                    USING ERRCODE = 'check_violation';
            END IF;
        ELSIF NEW.kind = 'refund' AND NOT pg_has_role(session_user, 'directdesk_manager', 'MEMBER') THEN
            SELECT value INTO limit_text FROM directdesk.settings
                WHERE key = 'access.refund_threshold.' || asked_currency;
            IF FOUND AND limit_text !~ '^[0-9]{1,16}(\.[0-9]{1,2})?$' THEN
                RAISE EXCEPTION 'the approval threshold for % reads "%", not an amount: a Manager sets it again',
                    asked_currency, left(limit_text, 40) USING ERRCODE = 'insufficient_privilege';
            ELSIF FOUND AND asked_amount::numeric > limit_text::numeric THEN
                RAISE EXCEPTION 'a refund of % % is above the approval threshold (% %): a Manager approves it first',
                    asked_amount, asked_currency, limit_text, asked_currency USING ERRCODE = 'insufficient_privilege';
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
)sql";

} // namespace dd::server::TeamSchema
