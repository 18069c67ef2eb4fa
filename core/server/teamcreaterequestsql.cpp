// New payments asked from a desk (part of the step to version 13, see teamschema.cpp).
#include "core/server/teamcreaterequestsql.h"

namespace dd::server::TeamSchema {

// A desk in team mode creates a voucher or e-wallet payment the way it acts on one: it records a
// 'create' request and the worker sends it (teamactionsql.cpp). A create has no payment yet, so its
// payment_hash is empty and its merchant payment code, made on the desk, names it: at most one
// create per code that did not fail, across every desk (a resend is the same request; a second
// desk's insert fails with unique_violation and the client names who holds the code). The other
// kinds keep their one open action per payment.
//
// payment_request is the /ws/direct body the worker sends, without the integration key. A card
// payment is never requested: its card data goes from a desk to the gateway only, so the server
// refuses a body with a card object or the card method, whatever the client checked.
const char *const CreateRequestSql = R"sql(
ALTER TABLE directdesk.action_requests
    ADD COLUMN payment_request text,
    DROP CONSTRAINT action_requests_kind_check,
    ADD CONSTRAINT action_requests_kind_check
        CHECK (kind IN ('capture', 'refund', 'cancel_refund', 'cancel', 'create')),
    DROP CONSTRAINT action_requests_payment_hash_check,
    ADD CONSTRAINT action_requests_payment_hash_check CHECK ((kind = 'create') = (payment_hash = '')),
    ADD CONSTRAINT action_requests_create_request
        CHECK ((kind = 'create') = (payment_request IS NOT NULL) AND (kind <> 'create' OR merchant_code <> '')),
    ADD CONSTRAINT action_requests_create_no_card
        CHECK (payment_request IS NULL
               OR (jsonb_typeof(payment_request::jsonb -> 'payment') = 'object'
                   AND NOT ((payment_request::jsonb -> 'payment') ?| ARRAY['card', 'creditcard'])
                   AND coalesce(payment_request::jsonb #>> '{payment,payment_type_code}', '') <> 'creditcard'));

DROP INDEX directdesk.action_requests_one_open;
CREATE UNIQUE INDEX action_requests_one_open ON directdesk.action_requests(payment_hash)
    WHERE state IN (0, 1, 4) AND kind <> 'create';
CREATE UNIQUE INDEX action_requests_one_create ON directdesk.action_requests(merchant_code)
    WHERE kind = 'create' AND state <> 3;

GRANT INSERT (payment_request) ON directdesk.action_requests TO directdesk_support, directdesk_manager;
)sql";

} // namespace dd::server::TeamSchema
