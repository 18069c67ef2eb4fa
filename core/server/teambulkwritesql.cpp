// Writing many payments at once (part of version 13, see teamschema.cpp).
#include "core/server/teambulkwritesql.h"

namespace dd::server::TeamSchema {

// Two costs dominated a bulk write (a batch of upsertMany, a vault import), each larger than the
// rows themselves:
//   - the change feed appended one directdesk.changes row per changed row (its key found through
//     to_jsonb of the whole row): a statement that changes more than 100 rows now appends one row
//     for them all, `bulk` set and no key, meaning "many rows of this table changed". Every follower
//     already reads again what it shows on any change number, so it catches up as before;
//   - every new payment was added to each of the payments' secondary indexes, one at a time, and
//     each new answer and refund looked its payment up for its foreign key. An import that brings
//     more payments than the store holds drops the secondary indexes (those no constraint needs,
//     read from the catalogue: the set changes with the read paths) and the foreign keys to the
//     payments, writes the rows, and builds the indexes and keys again, in the import's one
//     transaction: building an index after the rows costs about half of adding each row. A failure
//     rolls what was dropped back with everything else. Meanwhile the import holds the payments
//     table alone (DROP INDEX), so desks wait for it: this happens when a team moves in, not when
//     it is at work.
// The refunded total of each imported payment is written with the payment (its staged refunds not
// cancelled) instead of by a second UPDATE of every refunded payment after the import: only a
// payment already stored whose refunds changed is updated again. Which status is "cancelled" stays
// the client's (core/storage/storedpayment.cpp): it is a parameter of import_apply.
const char *const BulkWriteSql = R"sql(
ALTER TABLE directdesk.changes ADD COLUMN bulk boolean NOT NULL DEFAULT false;

CREATE OR REPLACE FUNCTION directdesk.record_changes() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, directdesk, pg_temp
AS $$
DECLARE
    newest bigint;
    many boolean;
BEGIN
    -- Reads at most 101 rows of the transition table, whatever the statement's size.
    IF TG_OP = 'DELETE' THEN
        SELECT count(*) > 100 INTO many FROM (SELECT FROM old_rows LIMIT 101) r;
    ELSE
        SELECT count(*) > 100 INTO many FROM (SELECT FROM new_rows LIMIT 101) r;
    END IF;
    IF many THEN
        INSERT INTO directdesk.changes(table_name, row_key, login, bulk)
            VALUES (TG_TABLE_NAME, '', session_user, true) RETURNING id INTO newest;
    ELSIF TG_OP = 'DELETE' THEN
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

-- When the table holds fewer payments than `incoming`: drops the payments' secondary indexes and
-- the foreign keys to the payments (each new answer and refund would otherwise look its payment up
-- on its own; adding the key again checks them all in one join), and gives back the statements
-- that put them back, for import_put_back(); otherwise drops nothing. The maintenance memory is
-- raised to 1 GB for the rest of the transaction, so that each index is sorted in memory.
CREATE FUNCTION directdesk.import_set_aside(incoming bigint) RETURNS text[]
    LANGUAGE plpgsql SET search_path = pg_catalog, directdesk, pg_temp
AS $$
DECLARE
    held bigint;
    aside text[] := '{}';
    found record;
BEGIN
    IF incoming < 1 THEN
        RETURN aside;
    END IF;
    SELECT count(*) INTO held FROM (SELECT FROM directdesk.payments LIMIT incoming) p;
    IF held >= incoming THEN
        RETURN aside;
    END IF;
    FOR found IN SELECT c.relname, pg_get_indexdef(i.indexrelid) AS definition
                 FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
                 WHERE i.indrelid = 'directdesk.payments'::regclass AND NOT i.indisunique
                     AND NOT EXISTS (SELECT FROM pg_constraint k WHERE k.conindid = i.indexrelid)
                 ORDER BY c.relname LOOP
        EXECUTE format('DROP INDEX directdesk.%I', found.relname);
        aside := aside || found.definition;
    END LOOP;
    FOR found IN SELECT format('%I.%I', n.nspname, t.relname) AS referencing, k.conname,
                        pg_get_constraintdef(k.oid) AS definition
                 FROM pg_constraint k JOIN pg_class t ON t.oid = k.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
                 WHERE k.contype = 'f' AND k.confrelid = 'directdesk.payments'::regclass
                 ORDER BY k.conname LOOP
        EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', found.referencing, found.conname);
        aside := aside || format('ALTER TABLE %s ADD CONSTRAINT %I %s', found.referencing, found.conname,
                                 found.definition);
    END LOOP;
    IF (SELECT s.setting::bigint FROM pg_settings s WHERE s.name = 'maintenance_work_mem') < 1048576 THEN
        PERFORM set_config('maintenance_work_mem', '1GB', true);
    END IF;
    RETURN aside;
END $$;

CREATE FUNCTION directdesk.import_put_back(aside text[]) RETURNS void
    LANGUAGE plpgsql SET search_path = pg_catalog, directdesk, pg_temp
AS $$
DECLARE
    statement text;
BEGIN
    FOREACH statement IN ARRAY aside LOOP
        EXECUTE statement;
    END LOOP;
END $$;

-- Version 11's import_apply (teamimportsql.cpp) with the indexes set aside for a large import and
-- the refunded totals written with the payments; `cancelled_refund` is the rank of a cancelled
-- refund, which counts for nothing in a refunded total.
DROP FUNCTION directdesk.import_apply(text, text, bigint, bigint, bigint, bytea, bytea);
CREATE FUNCTION directdesk.import_apply(vault_store text, vault_file text, first_chained_id bigint, last_id bigint,
    chained_rows bigint, first_hash bytea, last_hash bytea, cancelled_refund smallint,
    OUT payments_new bigint, OUT payments_updated bigint, OUT refunds_new bigint, OUT refunds_updated bigint,
    OUT approvals_new bigint, OUT intents_new bigint, OUT codes_new bigint, OUT audit_rows_new bigint,
    OUT segment_id bigint, OUT team_audit_id bigint)
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, directdesk, pg_temp
AS $$
DECLARE
    aside text[];
BEGIN
    PERFORM directdesk.require_importer();
    IF vault_store IS NULL OR vault_store !~ '^[0-9a-f]{32}$' THEN
        RAISE EXCEPTION 'a vault is named by the 32 hexadecimal digits of its store id' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF cancelled_refund IS NULL THEN
        RAISE EXCEPTION 'the rank of a cancelled refund is missing' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    aside := directdesk.import_set_aside((SELECT count(*) FROM pg_temp.import_payments s WHERE s.apply));

    WITH staged_refunded AS (
        SELECT r.payment_hash, sum(r.amount) FILTER (WHERE r.status <> cancelled_refund) AS refunded
        FROM pg_temp.import_refunds r GROUP BY r.payment_hash),
    written AS (
        INSERT INTO directdesk.payments AS p(hash, merchant_code, pin, country, order_number, status, status_date,
            open_date, confirm_date, transfer_date, observed_at, currency, amount_ext, amount_br, amount_iof,
            amount_ext_requested, currency_rate, due_date, instalments, payment_type_code, billing_descriptor,
            ts_acquirer, ts_code, ts_description, pre_approved, capture_available, redirect_url, spei_url,
            clabe_account, clabe_reference, boleto_url, boleto_barcode, oxxo_url, customer_name, customer_email,
            customer_document, card_first_six, card_last_four, chargeback, refunded)
        SELECT s.hash, s.merchant_code, s.pin, s.country, s.order_number, s.status, s.status_date, s.open_date,
            s.confirm_date, s.transfer_date, s.observed_at, s.currency, s.amount_ext, s.amount_br, s.amount_iof,
            s.amount_ext_requested, s.currency_rate, s.due_date, s.instalments, s.payment_type_code,
            s.billing_descriptor, s.ts_acquirer, s.ts_code, s.ts_description, s.pre_approved, s.capture_available,
            s.redirect_url, s.spei_url, s.clabe_account, s.clabe_reference, s.boleto_url, s.boleto_barcode,
            s.oxxo_url, s.customer_name, s.customer_email, s.customer_document, s.card_first_six, s.card_last_four,
            s.chargeback, COALESCE(t.refunded, 0)
        FROM pg_temp.import_payments s LEFT JOIN staged_refunded t ON t.payment_hash = s.hash
        WHERE s.apply AND (cardinality(aside) = 0 OR EXISTS (SELECT FROM directdesk.payments q WHERE q.hash = s.hash))
        ORDER BY s.open_date NULLS FIRST, s.hash
        ON CONFLICT (hash) DO UPDATE SET merchant_code = excluded.merchant_code, pin = excluded.pin,
            country = excluded.country, order_number = excluded.order_number, status = excluded.status,
            status_date = excluded.status_date, open_date = excluded.open_date, confirm_date = excluded.confirm_date,
            transfer_date = excluded.transfer_date, observed_at = GREATEST(p.observed_at, excluded.observed_at),
            currency = excluded.currency, amount_ext = excluded.amount_ext, amount_br = excluded.amount_br,
            amount_iof = excluded.amount_iof, amount_ext_requested = excluded.amount_ext_requested,
            currency_rate = excluded.currency_rate, due_date = excluded.due_date, instalments = excluded.instalments,
            payment_type_code = excluded.payment_type_code, billing_descriptor = excluded.billing_descriptor,
            ts_acquirer = excluded.ts_acquirer, ts_code = excluded.ts_code, ts_description = excluded.ts_description,
            pre_approved = excluded.pre_approved, capture_available = excluded.capture_available,
            redirect_url = excluded.redirect_url, spei_url = excluded.spei_url, clabe_account = excluded.clabe_account,
            clabe_reference = excluded.clabe_reference, boleto_url = excluded.boleto_url,
            boleto_barcode = excluded.boleto_barcode, oxxo_url = excluded.oxxo_url,
            customer_name = COALESCE(NULLIF(excluded.customer_name, ''), p.customer_name),
            customer_email = COALESCE(NULLIF(excluded.customer_email, ''), p.customer_email),
            customer_document = COALESCE(NULLIF(excluded.customer_document, ''), p.customer_document),
            card_first_six = COALESCE(NULLIF(excluded.card_first_six, ''), p.card_first_six),
            card_last_four = COALESCE(NULLIF(excluded.card_last_four, ''), p.card_last_four),
            chargeback = COALESCE(excluded.chargeback, p.chargeback)
        RETURNING p.xmax = 0 AS inserted)
    SELECT count(*) FILTER (WHERE w.inserted), count(*) FILTER (WHERE NOT w.inserted)
        INTO payments_new, payments_updated FROM written w;
    INSERT INTO directdesk.payment_answers(payment_id, answer)
        SELECT p.id, s.answer FROM pg_temp.import_payments s JOIN directdesk.payments p ON p.hash = s.hash WHERE s.apply
        ON CONFLICT (payment_id) DO UPDATE SET answer = excluded.answer;
    IF cardinality(aside) > 0 THEN
        -- The payments are this transaction's alone (DROP INDEX locked them until it ends): those
        -- not stored are inserted with their answers without ON CONFLICT's look-up of each.
        WITH staged_refunded AS (
            SELECT r.payment_hash, sum(r.amount) FILTER (WHERE r.status <> cancelled_refund) AS refunded
            FROM pg_temp.import_refunds r GROUP BY r.payment_hash),
        written AS (
            INSERT INTO directdesk.payments(hash, merchant_code, pin, country, order_number, status, status_date,
                open_date, confirm_date, transfer_date, observed_at, currency, amount_ext, amount_br, amount_iof,
                amount_ext_requested, currency_rate, due_date, instalments, payment_type_code, billing_descriptor,
                ts_acquirer, ts_code, ts_description, pre_approved, capture_available, redirect_url, spei_url,
                clabe_account, clabe_reference, boleto_url, boleto_barcode, oxxo_url, customer_name, customer_email,
                customer_document, card_first_six, card_last_four, chargeback, refunded)
            SELECT s.hash, s.merchant_code, s.pin, s.country, s.order_number, s.status, s.status_date, s.open_date,
                s.confirm_date, s.transfer_date, s.observed_at, s.currency, s.amount_ext, s.amount_br, s.amount_iof,
                s.amount_ext_requested, s.currency_rate, s.due_date, s.instalments, s.payment_type_code,
                s.billing_descriptor, s.ts_acquirer, s.ts_code, s.ts_description, s.pre_approved, s.capture_available,
                s.redirect_url, s.spei_url, s.clabe_account, s.clabe_reference, s.boleto_url, s.boleto_barcode,
                s.oxxo_url, s.customer_name, s.customer_email, s.customer_document, s.card_first_six, s.card_last_four,
                s.chargeback, COALESCE(t.refunded, 0)
            FROM pg_temp.import_payments s LEFT JOIN staged_refunded t ON t.payment_hash = s.hash
            WHERE s.apply AND NOT EXISTS (SELECT FROM directdesk.payments q WHERE q.hash = s.hash)
            ORDER BY s.open_date NULLS FIRST, s.hash
            RETURNING id, hash),
        answered AS (
            INSERT INTO directdesk.payment_answers(payment_id, answer)
            SELECT w.id, s.answer FROM written w JOIN pg_temp.import_payments s ON s.hash = w.hash)
        SELECT payments_new + count(*) INTO payments_new FROM written;
    END IF;

    INSERT INTO directdesk.refunds(payment_id, refund_id, merchant_refund_code, status, request_date, pending_date,
        confirm_date, cancel_date, amount, currency, description, bank_info)
        SELECT p.id, s.refund_id, s.merchant_refund_code, s.status, s.request_date, s.pending_date, s.confirm_date,
            s.cancel_date, s.amount, s.currency, s.description, s.bank_info
        FROM pg_temp.import_refunds s JOIN directdesk.payments p ON p.hash = s.payment_hash
        WHERE s.stored_id IS NULL ORDER BY p.id, s.request_date;
    GET DIAGNOSTICS refunds_new = ROW_COUNT;
    UPDATE directdesk.refunds r SET refund_id = COALESCE(NULLIF(s.refund_id, ''), r.refund_id),
        merchant_refund_code = COALESCE(NULLIF(s.merchant_refund_code, ''), r.merchant_refund_code), status = s.status,
        request_date = s.request_date, pending_date = s.pending_date, confirm_date = s.confirm_date,
        cancel_date = s.cancel_date, amount = s.amount, currency = s.currency, description = s.description,
        bank_info = COALESCE(s.bank_info, r.bank_info)
        FROM pg_temp.import_refunds s WHERE s.apply AND r.id = s.stored_id;
    GET DIAGNOSTICS refunds_updated = ROW_COUNT;
    -- The refunded totals of the stored payments whose refunds changed (a new payment's was written
    -- with it and is left alone: it is already right).
    UPDATE directdesk.payments p SET refunded = t.refunded
        FROM (SELECT r.payment_id, COALESCE(sum(r.amount) FILTER (WHERE r.status <> cancelled_refund), 0) AS refunded
              FROM directdesk.refunds r
              WHERE r.payment_id IN (SELECT q.id FROM pg_temp.import_refunds s
                                     JOIN directdesk.payments q ON q.hash = s.payment_hash
                                     WHERE s.stored_id IS NULL OR s.apply)
              GROUP BY r.payment_id) t
        WHERE p.id = t.payment_id AND p.refunded IS DISTINCT FROM t.refunded;
    PERFORM directdesk.import_put_back(aside);

    INSERT INTO directdesk.refund_approvals(payment_hash, amount, currency, description, merchant_refund_code,
        bank_info, requested_by, requested_at, state, decided_by, decided_at, reason, outcome, imported_from, imported_id)
        SELECT s.payment_hash, s.amount, s.currency, s.description, s.merchant_refund_code, s.bank_info,
            s.requested_by, s.requested_at, s.state, s.decided_by, s.decided_at, s.reason, s.outcome, vault_store, s.id
        FROM pg_temp.import_approvals s ORDER BY s.id
        ON CONFLICT (imported_from, imported_id) DO NOTHING;
    GET DIAGNOSTICS approvals_new = ROW_COUNT;
    INSERT INTO directdesk.pending_operations(kind, merchant_code, payment_hash, parameters, state, created_at,
        updated_at, imported_from, imported_id)
        SELECT s.kind, s.merchant_code, s.payment_hash, s.parameters, s.state, s.created_at, s.updated_at,
            vault_store, s.id
        FROM pg_temp.import_intents s ORDER BY s.id
        ON CONFLICT (imported_from, imported_id) DO NOTHING;
    GET DIAGNOSTICS intents_new = ROW_COUNT;
    INSERT INTO directdesk.import_queue(code_kind, code, source, queued_at, attempts, last_error, state, not_found,
        next_attempt_at)
        SELECT s.code_kind, s.code, s.source, s.queued_at, s.attempts, s.last_error, s.state, s.not_found,
            s.next_attempt_at
        FROM pg_temp.import_codes s ORDER BY s.vault_id   -- the vault's queue order: codes queued in one
                                                          -- millisecond keep their turns
        ON CONFLICT (code_kind, code) DO NOTHING;
    GET DIAGNOSTICS codes_new = ROW_COUNT;

    audit_rows_new := 0;
    IF chained_rows > 0 THEN
        PERFORM directdesk.import_check_audit(first_chained_id, last_id, chained_rows, first_hash, last_hash);
        INSERT INTO directdesk.imported_audit_segments(vault_file, vault_store, first_chained_id, last_id, row_count,
            first_hash, last_hash, imported_by, imported_at)
            VALUES (vault_file, vault_store, first_chained_id, last_id, chained_rows, first_hash, last_hash, session_user,
                    date_trunc('milliseconds', clock_timestamp()))
            ON CONFLICT ON CONSTRAINT imported_audit_segments_first_hash_key DO NOTHING
            RETURNING id INTO segment_id;
        IF segment_id IS NOT NULL THEN
            INSERT INTO directdesk.imported_audit_rows(segment_id, id, at, actor, action, parameters, result, chain_hash)
                SELECT import_apply.segment_id, s.id, s.at, s.actor, s.action, s.parameters, s.result, s.chain_hash
                FROM pg_temp.import_audit s ORDER BY s.id;
            GET DIAGNOSTICS audit_rows_new = ROW_COUNT;
        ELSE
            SELECT g.id INTO segment_id FROM directdesk.imported_audit_segments g
                WHERE g.first_hash = import_apply.first_hash;
        END IF;
    END IF;

    team_audit_id := directdesk.audit_append(session_user, 'vault_import', jsonb_build_object(
        'vault_file', vault_file, 'vault_store', vault_store, 'segment', segment_id,
        'segment_rows', chained_rows, 'segment_first_hash', encode(first_hash, 'hex'),
        'segment_last_hash', encode(last_hash, 'hex'), 'audit_rows_new', audit_rows_new,
        'payments_new', payments_new, 'payments_updated', payments_updated, 'refunds_new', refunds_new,
        'refunds_updated', refunds_updated, 'approvals_new', approvals_new, 'intents_new', intents_new,
        'codes_new', codes_new)::text, 'SUCCESS');
END $$;

REVOKE ALL ON FUNCTION directdesk.import_set_aside(bigint), directdesk.import_put_back(text[]),
    directdesk.import_apply(text, text, bigint, bigint, bigint, bytea, bytea, smallint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION directdesk.import_apply(text, text, bigint, bigint, bigint, bytea, bytea, smallint)
    TO directdesk_manager;
)sql";

} // namespace dd::server::TeamSchema
