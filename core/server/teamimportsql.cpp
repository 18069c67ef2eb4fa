// Moving a vault into the team store, the operators list, and removal ending sessions (part of
// version 11, see teamschema.cpp).
#include "core/server/teamimportsql.h"

namespace dd::server::TeamSchema {

// `team import` copies a vault (the single-user cache) into the team store in one transaction:
//   1. import_begin() creates the staging tables in the session's temporary schema, owned by the
//      schema's owner, and lets the session's login fill them (COPY … FROM STDIN);
//   2. the client marks which staged payments and refunds replace the stored ones: the ordering
//      rule is kept in one place, in C++ (core/storage/answerorder.h), as for every other write;
//   3. import_apply() writes each table with one INSERT … SELECT (ON CONFLICT for what is already
//      there), checks the vault's audit rows link up, keeps them verbatim as an imported segment,
//      and appends one row to the team's chain naming it.
// Both functions run as the owner (SECURITY DEFINER, search_path pinned) for a Manager only: a
// Finance or Support login is refused by the server whatever the client does.
//
// Imported approvals and intents carry the vault they came from (its store id, directdesk_meta)
// and their id there, so a second import finds them; only the owner can set those columns, so a
// live request can never pass itself off as history. An imported approval keeps the vault's
// requester and decider names: the rules on live requests (requester = the login, nobody decides
// their own) do not apply to it, and one still awaiting is decided under them like any other.
const char *const ImportSql = R"sql(
ALTER TABLE directdesk.refund_approvals ADD COLUMN imported_from text, ADD COLUMN imported_id bigint,
    ADD CONSTRAINT refund_approvals_imported UNIQUE (imported_from, imported_id);
ALTER TABLE directdesk.pending_operations ADD COLUMN imported_from text, ADD COLUMN imported_id bigint,
    ADD CONSTRAINT pending_operations_imported UNIQUE (imported_from, imported_id);
REVOKE INSERT ON directdesk.refund_approvals FROM directdesk_support, directdesk_manager;
GRANT INSERT (payment_hash, amount, currency, description, merchant_refund_code, bank_info, requested_by,
              requested_at, state, decided_by, decided_at, reason, outcome)
    ON directdesk.refund_approvals TO directdesk_support, directdesk_manager;
REVOKE INSERT, UPDATE ON directdesk.pending_operations FROM directdesk_support, directdesk_manager;
GRANT INSERT (kind, merchant_code, payment_hash, parameters, state, created_at, updated_at),
      UPDATE (kind, merchant_code, payment_hash, parameters, state, created_at, updated_at)
    ON directdesk.pending_operations TO directdesk_support, directdesk_manager;

-- The rules of live refund requests (version 10's trigger) with history let through: a row whose
-- imported_from is set, which only the owner can write, keeps its names, state and decision.
CREATE FUNCTION directdesk.approval_rules() RETURNS trigger
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
    IF NEW.state IS NOT DISTINCT FROM OLD.state AND NEW.decided_by IS NOT DISTINCT FROM OLD.decided_by THEN
        RETURN NEW;
    END IF;
    IF OLD.state <> 0 THEN
        RAISE EXCEPTION 'refund request % was already decided', OLD.id USING ERRCODE = 'object_not_in_prerequisite_state';
    ELSIF OLD.requested_by = session_user THEN
        RAISE EXCEPTION 'an operator cannot decide their own refund request' USING ERRCODE = 'insufficient_privilege';
    END IF;
    NEW.decided_by := session_user;
    RETURN NEW;
END $$;
DROP TRIGGER refund_approvals_by_login ON directdesk.refund_approvals;
DROP FUNCTION directdesk.approval_by_login();
CREATE TRIGGER refund_approvals_by_login BEFORE INSERT OR UPDATE ON directdesk.refund_approvals
    FOR EACH ROW EXECUTE FUNCTION directdesk.approval_rules();

-- A vault's audit trail as it was: its rows verbatim (the hashes cover them) in a segment of their
-- own, found again by the hash of its first chained row. Append-only like the team's chain.
CREATE TABLE directdesk.imported_audit_segments(
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    vault_file text NOT NULL,
    vault_store text NOT NULL,
    first_chained_id bigint NOT NULL,
    last_id bigint NOT NULL,
    row_count bigint NOT NULL,
    first_hash bytea NOT NULL UNIQUE,
    last_hash bytea NOT NULL,
    imported_by text NOT NULL,
    imported_at timestamptz NOT NULL
);
CREATE TABLE directdesk.imported_audit_rows(
    segment_id bigint NOT NULL REFERENCES directdesk.imported_audit_segments(id),
    id bigint NOT NULL,
    at timestamptz NOT NULL,
    actor text NOT NULL,
    action text NOT NULL,
    parameters text NOT NULL,
    result text NOT NULL,
    chain_hash bytea,
    PRIMARY KEY (segment_id, id)
);
CREATE TRIGGER imported_audit_segments_no_update BEFORE UPDATE OR DELETE ON directdesk.imported_audit_segments
    FOR EACH ROW EXECUTE FUNCTION directdesk.refuse_audit_change();
CREATE TRIGGER imported_audit_segments_no_truncate BEFORE TRUNCATE ON directdesk.imported_audit_segments
    FOR EACH STATEMENT EXECUTE FUNCTION directdesk.refuse_audit_change();
CREATE TRIGGER imported_audit_rows_no_update BEFORE UPDATE OR DELETE ON directdesk.imported_audit_rows
    FOR EACH ROW EXECUTE FUNCTION directdesk.refuse_audit_change();
CREATE TRIGGER imported_audit_rows_no_truncate BEFORE TRUNCATE ON directdesk.imported_audit_rows
    FOR EACH STATEMENT EXECUTE FUNCTION directdesk.refuse_audit_change();
GRANT SELECT ON directdesk.imported_audit_segments, directdesk.imported_audit_rows
    TO directdesk_finance, directdesk_support, directdesk_manager;

CREATE FUNCTION directdesk.require_importer() RETURNS void
    LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    IF NOT pg_has_role(session_user, 'directdesk_manager', 'MEMBER') THEN
        RAISE EXCEPTION 'only a Manager of the team may import a vault' USING ERRCODE = 'insufficient_privilege';
    END IF;
END $$;

-- The staging tables, dropped at commit or rollback. Money and instants are typed here, so COPY
-- refuses a value the tables would refuse before anything is written.
CREATE FUNCTION directdesk.import_begin() RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, directdesk, pg_temp
AS $$
BEGIN
    PERFORM directdesk.require_importer();
    CREATE TEMPORARY TABLE import_payments(
        hash text NOT NULL PRIMARY KEY, merchant_code text NOT NULL, pin text NOT NULL, country text NOT NULL,
        order_number text NOT NULL, status smallint NOT NULL, status_date timestamptz, open_date timestamptz,
        confirm_date timestamptz, transfer_date timestamptz, observed_at timestamptz, currency text NOT NULL,
        amount_ext numeric(18, 2) NOT NULL, amount_br numeric(18, 2) NOT NULL, amount_iof numeric(18, 2) NOT NULL,
        amount_ext_requested numeric(18, 2), currency_rate numeric(18, 4) NOT NULL, due_date text NOT NULL,
        instalments integer NOT NULL, payment_type_code text NOT NULL, billing_descriptor text NOT NULL,
        ts_acquirer text, ts_code text, ts_description text, pre_approved boolean NOT NULL,
        capture_available boolean, redirect_url text NOT NULL, spei_url text NOT NULL, clabe_account text NOT NULL,
        clabe_reference text NOT NULL, boleto_url text NOT NULL, boleto_barcode text NOT NULL, oxxo_url text NOT NULL,
        customer_name text NOT NULL, customer_email text NOT NULL, customer_document text NOT NULL,
        card_first_six text NOT NULL, card_last_four text NOT NULL, chargeback text, answer text NOT NULL,
        apply boolean NOT NULL DEFAULT false
    ) ON COMMIT DROP;
    CREATE TEMPORARY TABLE import_refunds(
        payment_hash text NOT NULL, refund_id text NOT NULL, merchant_refund_code text NOT NULL,
        status smallint NOT NULL, request_date timestamptz, pending_date timestamptz, confirm_date timestamptz,
        cancel_date timestamptz, amount numeric(18, 2) NOT NULL, currency text NOT NULL, description text NOT NULL,
        bank_info text, stored_id bigint, apply boolean NOT NULL DEFAULT false
    ) ON COMMIT DROP;
    CREATE TEMPORARY TABLE import_approvals(
        id bigint NOT NULL PRIMARY KEY, payment_hash text NOT NULL, amount numeric(18, 2) NOT NULL,
        currency text NOT NULL, description text NOT NULL, merchant_refund_code text NOT NULL, bank_info text,
        requested_by text NOT NULL, requested_at timestamptz NOT NULL, state smallint NOT NULL,
        decided_by text NOT NULL, decided_at timestamptz, reason text NOT NULL, outcome text NOT NULL
    ) ON COMMIT DROP;
    CREATE TEMPORARY TABLE import_intents(
        id bigint NOT NULL PRIMARY KEY, kind text NOT NULL, merchant_code text NOT NULL, payment_hash text NOT NULL,
        parameters text NOT NULL, state smallint NOT NULL, created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
    ) ON COMMIT DROP;
    CREATE TEMPORARY TABLE import_codes(
        vault_id bigint NOT NULL, code_kind smallint NOT NULL, code text NOT NULL, source text NOT NULL, queued_at timestamptz NOT NULL,
        attempts integer NOT NULL, last_error text NOT NULL, state smallint NOT NULL, not_found integer NOT NULL,
        next_attempt_at timestamptz, PRIMARY KEY (code_kind, code)
    ) ON COMMIT DROP;
    CREATE TEMPORARY TABLE import_audit(
        id bigint NOT NULL PRIMARY KEY, at timestamptz NOT NULL, actor text NOT NULL, action text NOT NULL,
        parameters text NOT NULL, result text NOT NULL, chain_hash bytea
    ) ON COMMIT DROP;
    EXECUTE format('GRANT SELECT, INSERT, UPDATE ON pg_temp.import_payments, pg_temp.import_refunds, '
                   'pg_temp.import_approvals, pg_temp.import_intents, pg_temp.import_codes, pg_temp.import_audit TO %I',
                   session_user);
END $$;

-- Checks the staged audit rows against the vault's head the client read (first chained row, last
-- row, count, hashes), recomputing every link as audit_append() computes the team's.
CREATE FUNCTION directdesk.import_check_audit(first_chained_id bigint, last_id bigint, chained_rows bigint,
                                              first_hash bytea, last_hash bytea) RETURNS void
    LANGUAGE plpgsql SET search_path = pg_catalog, directdesk, pg_temp
AS $$
DECLARE
    staged record;
    link bytea;
    linked bigint := 0;
BEGIN
    FOR staged IN SELECT * FROM pg_temp.import_audit s WHERE s.id >= import_check_audit.first_chained_id ORDER BY s.id LOOP
        link := sha256(COALESCE(link, decode(repeat('00', 32), 'hex'))
                       || convert_to('directdesk-audit-v1', 'UTF8') || int8send(staged.id)
                       || int8send((extract(epoch FROM staged.at) * 1000)::bigint)
                       || directdesk.audit_field(staged.actor) || directdesk.audit_field(staged.action)
                       || directdesk.audit_field(staged.parameters) || directdesk.audit_field(staged.result));
        IF staged.chain_hash IS DISTINCT FROM link OR (linked = 0 AND staged.id <> import_check_audit.first_chained_id) THEN
            RAISE EXCEPTION 'the vault''s audit row % does not link to the rows before it', staged.id
                USING ERRCODE = 'data_exception';
        END IF;
        linked := linked + 1;
    END LOOP;
    IF linked <> chained_rows OR (linked > 0 AND (link <> last_hash
            OR NOT EXISTS (SELECT FROM pg_temp.import_audit s WHERE s.id = import_check_audit.first_chained_id
                           AND s.chain_hash = import_check_audit.first_hash)
            OR (SELECT max(s.id) FROM pg_temp.import_audit s) <> import_check_audit.last_id)) THEN
        RAISE EXCEPTION 'the vault''s audit rows sent (%) do not end at its head (% rows)', linked, chained_rows
            USING ERRCODE = 'data_exception';
    END IF;
END $$;

-- Writes what import_begin() staged and the client marked (apply); the counts of what is new.
-- A row already there is left as it is, except a payment or refund the client marked as holding
-- a newer answer than the stored one.
CREATE FUNCTION directdesk.import_apply(vault_store text, vault_file text, first_chained_id bigint, last_id bigint,
    chained_rows bigint, first_hash bytea, last_hash bytea,
    OUT payments_new bigint, OUT payments_updated bigint, OUT refunds_new bigint, OUT refunds_updated bigint,
    OUT approvals_new bigint, OUT intents_new bigint, OUT codes_new bigint, OUT audit_rows_new bigint,
    OUT segment_id bigint, OUT team_audit_id bigint)
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, directdesk, pg_temp
AS $$
BEGIN
    PERFORM directdesk.require_importer();
    IF vault_store IS NULL OR vault_store !~ '^[0-9a-f]{32}$' THEN
        RAISE EXCEPTION 'a vault is named by the 32 hexadecimal digits of its store id' USING ERRCODE = 'invalid_parameter_value';
    END IF;

    WITH written AS (
        INSERT INTO directdesk.payments AS p(hash, merchant_code, pin, country, order_number, status, status_date,
            open_date, confirm_date, transfer_date, observed_at, currency, amount_ext, amount_br, amount_iof,
            amount_ext_requested, currency_rate, due_date, instalments, payment_type_code, billing_descriptor,
            ts_acquirer, ts_code, ts_description, pre_approved, capture_available, redirect_url, spei_url,
            clabe_account, clabe_reference, boleto_url, boleto_barcode, oxxo_url, customer_name, customer_email,
            customer_document, card_first_six, card_last_four, chargeback)
        SELECT s.hash, s.merchant_code, s.pin, s.country, s.order_number, s.status, s.status_date, s.open_date,
            s.confirm_date, s.transfer_date, s.observed_at, s.currency, s.amount_ext, s.amount_br, s.amount_iof,
            s.amount_ext_requested, s.currency_rate, s.due_date, s.instalments, s.payment_type_code,
            s.billing_descriptor, s.ts_acquirer, s.ts_code, s.ts_description, s.pre_approved, s.capture_available,
            s.redirect_url, s.spei_url, s.clabe_account, s.clabe_reference, s.boleto_url, s.boleto_barcode,
            s.oxxo_url, s.customer_name, s.customer_email, s.customer_document, s.card_first_six, s.card_last_four,
            s.chargeback
        FROM pg_temp.import_payments s WHERE s.apply ORDER BY s.open_date NULLS FIRST, s.hash
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

-- Every operator, for every operator: the name the team sees, the role, and whether the login can
-- still sign in (it exists, may log in, has not expired and is in its role's group). Plain
-- expressions rather than operator_roles(), which only the owner may call.
CREATE FUNCTION directdesk.operator_list() RETURNS TABLE(login text, name text, role text, can_sign_in boolean)
    LANGUAGE sql STABLE SET search_path = pg_catalog, pg_temp
AS $$
    SELECT o.login, o.name, r.code,
        COALESCE(l.rolcanlogin AND (l.rolvaliduntil IS NULL OR l.rolvaliduntil > now())
                 AND pg_has_role(l.oid, r.group_role, 'MEMBER'), false)
    FROM directdesk.operators o
    JOIN (VALUES (0::smallint, 'finance', 'directdesk_finance'), (1::smallint, 'support', 'directdesk_support'),
                 (2::smallint, 'manager', 'directdesk_manager')) AS r(rank, code, group_role) ON r.rank = o.role
    LEFT JOIN pg_roles l ON l.rolname = o.login
    ORDER BY o.name, o.login
$$;

-- Ends every open session of `leaving` and says how many. pg_terminate_backend needs the
-- privileges of the session's role (or pg_signal_backend, which only a superuser can grant, and
-- `team init` does not need a superuser): the owner, which created the login and so may grant it,
-- takes its membership for the moment it signals, waiting for each session to end.
CREATE FUNCTION directdesk.end_sessions(leaving text) RETURNS integer
    LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    ended integer := 0;
    backend integer;
BEGIN
    IF NOT EXISTS (SELECT FROM pg_stat_activity a WHERE a.usename = leaving AND a.pid <> pg_backend_pid()) THEN
        RETURN 0;
    END IF;
    EXECUTE format('GRANT %I TO %I', leaving, current_user);
    FOR backend IN SELECT a.pid FROM pg_stat_activity a WHERE a.usename = leaving AND a.pid <> pg_backend_pid() LOOP
        IF pg_terminate_backend(backend, 10000) THEN
            ended := ended + 1;
        END IF;
    END LOOP;
    EXECUTE format('REVOKE %I FROM %I', leaving, current_user);
    RETURN ended;
END $$;

-- Whom a Manager may not remove: themselves, the team's last Manager, the owner or an
-- administrator's login of the server (superuser, CREATEROLE, CREATEDB, replication, BYPASSRLS).
CREATE FUNCTION directdesk.refuse_removal(leaving directdesk.operators) RETURNS void
    LANGUAGE plpgsql SET search_path = pg_catalog, directdesk, pg_temp
AS $$
DECLARE
    administrator boolean := leaving.login = current_user OR EXISTS (
        SELECT FROM pg_roles r
        WHERE r.rolname = leaving.login AND (r.rolsuper OR r.rolcreaterole OR r.rolcreatedb OR r.rolreplication
            OR r.rolbypassrls OR r.oid = (SELECT d.datdba FROM pg_database d WHERE d.datname = current_database())));
BEGIN
    IF leaving.login = session_user THEN
        RAISE EXCEPTION 'an operator cannot remove their own login' USING ERRCODE = 'object_not_in_prerequisite_state';
    END IF;
    PERFORM directdesk.refuse_last_manager(leaving);
    IF administrator THEN
        RAISE EXCEPTION '% is an administrator''s login of the server: DirectDesk does not remove it', leaving.login
            USING ERRCODE = 'object_not_in_prerequisite_state';
    END IF;
END $$;

-- Drops the login, or, when it owns objects or holds privileges somewhere in the cluster, keeps it
-- without LOGIN, password and group so that it opens nothing. Whether it was dropped.
CREATE FUNCTION directdesk.drop_login(leaving text) RETURNS boolean
    LANGUAGE plpgsql SET search_path = pg_catalog, directdesk, pg_temp
AS $$
BEGIN
    EXECUTE format('DROP ROLE %I', leaving);
    RETURN true;
EXCEPTION WHEN dependent_objects_still_exist THEN
    PERFORM directdesk.operator_set_group(leaving, NULL);
    EXECUTE format('ALTER ROLE %I NOLOGIN PASSWORD NULL', leaving);
    RETURN false;
END $$;

-- Version 10's removal, now ending the login's open sessions once every check has passed: a
-- session opened before the removal would otherwise go on with the group's rights.
CREATE OR REPLACE FUNCTION directdesk.operator_remove(login text) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, directdesk, pg_temp
AS $$
DECLARE
    leaving directdesk.operators := directdesk.operator_for_change(operator_remove.login);
    has_login boolean;
    ended integer := 0;
    dropped boolean := true;
BEGIN
    PERFORM directdesk.refuse_removal(leaving);
    DELETE FROM directdesk.operators o WHERE o.login = leaving.login;
    SELECT EXISTS (SELECT FROM pg_roles r WHERE r.rolname = leaving.login) INTO has_login;
    IF has_login THEN
        ended := directdesk.end_sessions(leaving.login);
        dropped := directdesk.drop_login(leaving.login);
    END IF;
    PERFORM directdesk.audit_append(session_user, 'operator_remove', jsonb_build_object(
        'login', leaving.login, 'name', leaving.name, 'login_dropped', dropped, 'sessions_ended', ended)::text,
        'SUCCESS');
    RETURN dropped;
END $$;

REVOKE ALL ON FUNCTION directdesk.approval_rules(), directdesk.require_importer(), directdesk.import_begin(),
    directdesk.import_check_audit(bigint, bigint, bigint, bytea, bytea),
    directdesk.import_apply(text, text, bigint, bigint, bigint, bytea, bytea), directdesk.operator_list(),
    directdesk.end_sessions(text), directdesk.refuse_removal(directdesk.operators), directdesk.drop_login(text)
    FROM PUBLIC;
GRANT EXECUTE ON FUNCTION directdesk.import_begin(), directdesk.import_apply(text, text, bigint, bigint, bigint, bytea, bytea)
    TO directdesk_manager;
GRANT EXECUTE ON FUNCTION directdesk.operator_list() TO directdesk_finance, directdesk_support, directdesk_manager;
)sql";

} // namespace dd::server::TeamSchema
