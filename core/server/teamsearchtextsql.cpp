// The payments' search texts, stored (the step to version 14, see teamschema.cpp).
#include "core/server/teamsearchtextsql.h"

namespace dd::server::TeamSchema {

// A text search and the customer name sort compare the customer's name, e-mail and document folded
// (lower case, the team's accents removed, spaces collapsed, as StoredPayment::foldForSearch does for
// the languages of the team; the document to letters and digits; TRANSLATE maps the upper-case
// accented letters too, which lower() leaves alone under the C locale a server may run with). Folding takes a few microseconds of regular expressions per payment,
// and a page, count or totals tests it on every row it reads (a walk of another column's index,
// the rows a status or date range finds), which made such reads take seconds at 10,000,000
// payments. Stored generated columns fold each payment once, when it is written, whoever writes it
// (desks, the team worker, team import, psql), and their indexes replace the expression indexes.
// Adding them rewrites the payments table once, under the step's lock.
const char *const SearchTextSql = R"sql(
ALTER TABLE directdesk.payments
    ADD COLUMN name_folded text GENERATED ALWAYS AS (btrim(regexp_replace(lower(TRANSLATE(customer_name,
        'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝý', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyy')),
        '\s+', ' ', 'g'))) STORED,
    ADD COLUMN email_folded text GENERATED ALWAYS AS (btrim(regexp_replace(lower(TRANSLATE(customer_email,
        'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝý', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyy')),
        '\s+', ' ', 'g'))) STORED,
    ADD COLUMN document_folded text GENERATED ALWAYS AS (regexp_replace(btrim(regexp_replace(lower(TRANSLATE(
        customer_document, 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝý',
        'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyy')), '\s+', ' ', 'g')), '[^[:alnum:]]', '', 'g')) STORED;

DROP INDEX directdesk.payments_by_name, directdesk.payments_by_email, directdesk.payments_by_document;
CREATE INDEX payments_by_name ON directdesk.payments((name_folded COLLATE "C"), id);
CREATE INDEX payments_by_email ON directdesk.payments((email_folded COLLATE "C"));
CREATE INDEX payments_by_document ON directdesk.payments((document_folded COLLATE "C"));
ANALYZE directdesk.payments;
)sql";

} // namespace dd::server::TeamSchema
