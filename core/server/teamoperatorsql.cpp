// The operator functions of the team store (part of version 10, see teamschema.cpp).
#include "core/server/teamoperatorsql.h"

namespace dd::server::TeamSchema {

// A Manager adds, removes and moves operators without CREATEROLE: the three operator_* functions run
// as the schema's owner (SECURITY DEFINER) and only do what they check first. Each of them
//   - pins its search_path (pg_temp last, written out: unnamed, the caller's temporary tables would
//     be searched first) and names every table with its schema, so no object of the caller's can
//     stand in for one of ours;
//   - is executable by the Manager group only, and checks again that the login behind the session
//     (session_user: the login, not a name the client sends, and not changed by SET ROLE) is a Manager;
//   - acts only on logins recorded in directdesk.operators, never on the owner or an administrator;
//   - quotes every name it puts into a statement (format %I / %L) after checking it against the
//     login rule, which operatorLoginProblem() in teamoperators.cpp repeats for a message before sending;
//   - appends its audit row in the same transaction, chained as the vault chains its rows.
// Operator logins INHERIT their one group: the grants are made to the groups, and a session then
// needs no SET ROLE to use them. NOINHERIT would gain nothing for a login with a single group.
const char *const OperatorFunctionsSql = R"sql(
CREATE FUNCTION directdesk.operator_roles() RETURNS TABLE(code text, group_role text, rank smallint)
    LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, pg_temp
AS $$ VALUES ('finance', 'directdesk_finance', 0::smallint), ('support', 'directdesk_support', 1::smallint),
             ('manager', 'directdesk_manager', 2::smallint) $$;

-- The length-prefixed UTF-8 of one field, as auditCanonicalFields (core/cache/auditstore.h) writes it.
CREATE FUNCTION directdesk.audit_field(field text) RETURNS bytea
    LANGUAGE sql IMMUTABLE STRICT SET search_path = pg_catalog, pg_temp
AS $$ SELECT int8send(octet_length(convert_to(field, 'UTF8'))::bigint) || convert_to(field, 'UTF8') $$;

-- Appends one row to the audit trail in the caller's transaction and moves the head: chain_hash =
-- SHA-256(previous row's hash, or 32 zero bytes, || the row's canonical fields), the vault's link.
-- The lock makes writers take turns until they commit, so the chain stays one line; the id is
-- taken under it because it is part of the hashed fields. Only the owner may call it.
CREATE FUNCTION directdesk.audit_append(entry_actor text, entry_action text, entry_parameters text, entry_result text)
    RETURNS bigint LANGUAGE plpgsql SET search_path = pg_catalog, directdesk, pg_temp
AS $$
DECLARE
    previous bytea;
    row_id bigint;
    appended_at timestamptz := date_trunc('milliseconds', clock_timestamp());
    link bytea;
BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('directdesk.audit_trail'));
    SELECT h.hash INTO previous FROM directdesk.audit_head h WHERE h.id = 1;
    row_id := nextval(pg_get_serial_sequence('directdesk.audit_trail', 'id'));
    link := sha256(COALESCE(previous, decode(repeat('00', 32), 'hex'))
                   || convert_to('directdesk-audit-v1', 'UTF8') || int8send(row_id)
                   || int8send((extract(epoch FROM appended_at) * 1000)::bigint)
                   || directdesk.audit_field(entry_actor) || directdesk.audit_field(entry_action)
                   || directdesk.audit_field(entry_parameters) || directdesk.audit_field(entry_result));
    INSERT INTO directdesk.audit_trail(id, at, actor, action, parameters, result, chain_hash) OVERRIDING SYSTEM VALUE
        VALUES (row_id, appended_at, entry_actor, entry_action, entry_parameters, entry_result, link);
    INSERT INTO directdesk.audit_head AS h(id, first_chained_id, last_id, row_count, hash)
        VALUES (1, row_id, row_id, 1, link)
        ON CONFLICT (id) DO UPDATE SET last_id = excluded.last_id, row_count = h.row_count + 1, hash = excluded.hash;
    RETURN row_id;
END $$;

CREATE FUNCTION directdesk.require_manager() RETURNS void
    LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    IF NOT pg_has_role(session_user, 'directdesk_manager', 'MEMBER') THEN
        RAISE EXCEPTION 'only a Manager of the team may add, remove or change operators'
            USING ERRCODE = 'insufficient_privilege';
    END IF;
END $$;

-- What psql users can type unquoted and no role of the server's or ours can be taken by.
CREATE FUNCTION directdesk.check_operator_login(candidate text) RETURNS void
    LANGUAGE plpgsql IMMUTABLE SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    IF candidate IS NULL OR candidate !~ '^[a-z][a-z0-9_]{0,62}$' OR left(candidate, 3) = 'pg_'
       OR left(candidate, 11) = 'directdesk_'
       OR candidate IN ('public', 'none', 'current_role', 'current_user', 'session_user') THEN
        RAISE EXCEPTION '% cannot be an operator''s login: 1 to 63 lowercase letters, digits and _, starting with a letter, not pg_ or directdesk_', format('%L', candidate)
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
END $$;

CREATE FUNCTION directdesk.role_of(code text, OUT group_role text, OUT rank smallint)
    LANGUAGE plpgsql STABLE SET search_path = pg_catalog, directdesk, pg_temp
AS $$
BEGIN
    SELECT r.group_role, r.rank INTO group_role, rank FROM directdesk.operator_roles() r WHERE r.code = role_of.code;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'unknown role %: finance, support or manager', format('%L', role_of.code)
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
END $$;

-- Leaves `operator_login` directly in `wanted` alone of the three groups (in none when `wanted` is NULL).
CREATE FUNCTION directdesk.operator_set_group(operator_login text, wanted text) RETURNS void
    LANGUAGE plpgsql SET search_path = pg_catalog, directdesk, pg_temp
AS $$
DECLARE
    member_of text;
BEGIN
    FOR member_of IN
        SELECT g.rolname FROM pg_auth_members m JOIN pg_roles g ON g.oid = m.roleid JOIN pg_roles u ON u.oid = m.member
        WHERE u.rolname = operator_set_group.operator_login AND g.rolname IN (SELECT r.group_role FROM directdesk.operator_roles() r)
    LOOP
        IF member_of IS DISTINCT FROM wanted THEN
            EXECUTE format('REVOKE %I FROM %I', member_of, operator_login);
        ELSE
            wanted := NULL;   -- already there
        END IF;
    END LOOP;
    IF wanted IS NOT NULL THEN
        EXECUTE format('GRANT %I TO %I', wanted, operator_login);
    END IF;
END $$;

-- The recorded operator `login`, locked against other operator changes until commit.
CREATE FUNCTION directdesk.operator_for_change(login text) RETURNS directdesk.operators
    LANGUAGE plpgsql SET search_path = pg_catalog, directdesk, pg_temp
AS $$
DECLARE
    found_operator directdesk.operators;
BEGIN
    -- One change of operators at a time: two Managers demoting each other cannot both see two Managers.
    PERFORM pg_advisory_xact_lock(hashtext('directdesk.operators'));
    PERFORM directdesk.require_manager();
    SELECT * INTO found_operator FROM directdesk.operators o WHERE o.login = operator_for_change.login;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'no operator has the login %', format('%L', operator_for_change.login)
            USING ERRCODE = 'undefined_object';
    END IF;
    RETURN found_operator;
END $$;

CREATE FUNCTION directdesk.refuse_last_manager(leaving directdesk.operators) RETURNS void
    LANGUAGE plpgsql SET search_path = pg_catalog, directdesk, pg_temp
AS $$
BEGIN
    IF leaving.role = 2 AND (SELECT count(*) FROM directdesk.operators o WHERE o.role = 2) <= 1 THEN
        RAISE EXCEPTION '% is the team''s last Manager: make another operator a Manager first', leaving.login
            USING ERRCODE = 'object_not_in_prerequisite_state';
    END IF;
END $$;

-- Creates the login with the password given as a SCRAM-SHA-256 verifier (computed by the client,
-- so the password itself is in no statement and no log), in one group, recorded and audited.
CREATE FUNCTION directdesk.operator_add(login text, role text, password_verifier text, display_name text DEFAULT NULL)
    RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, directdesk, pg_temp
AS $$
DECLARE
    wanted record;
    shown_name text := COALESCE(NULLIF(btrim(display_name), ''), operator_add.login);
BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('directdesk.operators'));
    PERFORM directdesk.require_manager();
    PERFORM directdesk.check_operator_login(operator_add.login);
    SELECT * INTO wanted FROM directdesk.role_of(operator_add.role);
    -- A verifier, never a password: anything else PostgreSQL would take as a clear password.
    IF password_verifier IS NULL OR password_verifier
        !~ '^SCRAM-SHA-256\$[1-9][0-9]{0,6}:[A-Za-z0-9+/]+={0,2}\$[A-Za-z0-9+/]{43}=:[A-Za-z0-9+/]{43}=$' THEN
        RAISE EXCEPTION 'the password must come as a SCRAM-SHA-256 verifier computed by the client'
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF char_length(shown_name) > 100 OR shown_name ~ '[[:cntrl:]]' THEN
        RAISE EXCEPTION 'an operator''s name has at most 100 printable characters' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF EXISTS (SELECT FROM pg_roles r WHERE r.rolname = operator_add.login)
       OR EXISTS (SELECT FROM directdesk.operators o WHERE o.login = operator_add.login) THEN
        RAISE EXCEPTION 'the server already has a role named %', operator_add.login USING ERRCODE = 'duplicate_object';
    END IF;
    IF EXISTS (SELECT FROM directdesk.operators o WHERE o.name = shown_name) THEN
        RAISE EXCEPTION 'an operator is already named %', format('%L', shown_name) USING ERRCODE = 'duplicate_object';
    END IF;
    EXECUTE format('CREATE ROLE %I LOGIN INHERIT NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS '
                   'PASSWORD %L IN ROLE %I', operator_add.login, password_verifier, wanted.group_role);
    INSERT INTO directdesk.operators(login, name, role) VALUES (operator_add.login, shown_name, wanted.rank);
    PERFORM directdesk.audit_append(session_user, 'operator_add',
        jsonb_build_object('login', operator_add.login, 'name', shown_name, 'role', operator_add.role)::text, 'SUCCESS');
END $$;

-- Drops the login; when DROP ROLE refuses because the login owns objects or holds privileges
-- somewhere in the cluster (another database included), the login stays without LOGIN, password
-- and group, so it opens nothing, and deciding about those objects is left to the administrator
-- (REASSIGN OWNED / DROP OWNED). Returns whether the login was dropped.
CREATE FUNCTION directdesk.operator_remove(login text)
    RETURNS boolean LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, directdesk, pg_temp
AS $$
DECLARE
    leaving directdesk.operators := directdesk.operator_for_change(operator_remove.login);
    dropped boolean := true;
BEGIN
    IF leaving.login = session_user THEN
        RAISE EXCEPTION 'an operator cannot remove their own login' USING ERRCODE = 'object_not_in_prerequisite_state';
    END IF;
    PERFORM directdesk.refuse_last_manager(leaving);
    IF leaving.login = current_user OR EXISTS (
            SELECT FROM pg_roles r WHERE r.rolname = leaving.login
            AND (r.rolsuper OR r.rolcreaterole OR r.rolcreatedb OR r.rolreplication OR r.rolbypassrls
                 OR r.oid = (SELECT d.datdba FROM pg_database d WHERE d.datname = current_database()))) THEN
        RAISE EXCEPTION '% is an administrator''s login of the server: DirectDesk does not remove it', leaving.login
            USING ERRCODE = 'object_not_in_prerequisite_state';
    END IF;
    DELETE FROM directdesk.operators o WHERE o.login = leaving.login;
    IF EXISTS (SELECT FROM pg_roles r WHERE r.rolname = leaving.login) THEN
        BEGIN
            EXECUTE format('DROP ROLE %I', leaving.login);
        EXCEPTION WHEN dependent_objects_still_exist THEN
            dropped := false;
        END;
        IF NOT dropped THEN
            PERFORM directdesk.operator_set_group(leaving.login, NULL);
            EXECUTE format('ALTER ROLE %I NOLOGIN PASSWORD NULL', leaving.login);
        END IF;
    END IF;
    PERFORM directdesk.audit_append(session_user, 'operator_remove',
        jsonb_build_object('login', leaving.login, 'name', leaving.name, 'login_dropped', dropped)::text, 'SUCCESS');
    RETURN dropped;
END $$;

CREATE FUNCTION directdesk.operator_role(login text, role text)
    RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, directdesk, pg_temp
AS $$
DECLARE
    moving directdesk.operators := directdesk.operator_for_change(operator_role.login);
    wanted record;
BEGIN
    SELECT * INTO wanted FROM directdesk.role_of(operator_role.role);
    IF wanted.rank <> 2 THEN
        PERFORM directdesk.refuse_last_manager(moving);
    END IF;
    PERFORM directdesk.operator_set_group(moving.login, wanted.group_role);
    UPDATE directdesk.operators o SET role = wanted.rank WHERE o.login = moving.login;
    PERFORM directdesk.audit_append(session_user, 'operator_role',
        jsonb_build_object('login', moving.login, 'name', moving.name, 'role', operator_role.role,
                           'previous_role', (SELECT r.code FROM directdesk.operator_roles() r WHERE r.rank = moving.role))::text,
        'SUCCESS');
END $$;

REVOKE ALL ON FUNCTION directdesk.operator_roles(), directdesk.audit_field(text),
    directdesk.audit_append(text, text, text, text), directdesk.require_manager(),
    directdesk.check_operator_login(text), directdesk.role_of(text), directdesk.operator_set_group(text, text),
    directdesk.operator_for_change(text), directdesk.refuse_last_manager(directdesk.operators),
    directdesk.operator_add(text, text, text, text), directdesk.operator_remove(text),
    directdesk.operator_role(text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION directdesk.operator_add(text, text, text, text), directdesk.operator_remove(text),
    directdesk.operator_role(text, text) TO directdesk_manager;
)sql";

} // namespace dd::server::TeamSchema
