#include "core/server/teamschema.h"

#include "core/server/pgconnection.h"
#include "core/server/teamactionsql.h"
#include "core/server/teamapprovalsql.h"
#include "core/server/teambulkwritesql.h"
#include "core/server/teamimportsql.h"
#include "core/server/teamchangesql.h"
#include "core/server/teamcreaterequestsql.h"
#include "core/server/teamfoureyessql.h"
#include "core/server/teamgatewaylimitsql.h"
#include "core/server/teamonewaitingsql.h"
#include "core/server/teamoperatorsql.h"
#include "core/server/teamreadpathsql.h"
#include "core/server/teamsearchtextsql.h"
#include "core/server/teamreconcilesql.h"
#include "core/server/teamstoresql.h"

#include <QCoreApplication>
#include <QList>

namespace dd::server::TeamSchema {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::server::TeamSchema)
};

// What directdesk_meta says in a schema of ours; a `directdesk` schema without it is someone else's.
constexpr const char *Application = "DirectDesk team store";

// Version 10, the first of the team store: the vault's tables at its version 10 in PostgreSQL's own
// types. Money is NUMERIC (read as text, never through a double); instants are timestamptz with
// NULL for "none" (the vault writes 0); status codes are the vault's ranks. The vault's search keys
// (hash_prefix, name_key, email_prefix, …) are not here: PostgreSQL indexes the text itself.
//
// No group role may write a table directly: every write goes through functions that check the
// caller's role and append the audit row in the same transaction (the operators' functions are in
// teamoperatorsql.cpp); what has no function yet only the owner writes. The integration key is
// refused as a setting: the team store never holds it in plaintext.
constexpr const char *Baseline = R"sql(
CREATE SCHEMA directdesk;
REVOKE ALL ON SCHEMA directdesk FROM PUBLIC;

CREATE TABLE directdesk.schema_version(version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE directdesk.directdesk_meta(key text PRIMARY KEY, value text NOT NULL);
INSERT INTO directdesk.directdesk_meta(key, value) VALUES ('application', 'DirectDesk team store');

CREATE TABLE directdesk.payments(
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hash text NOT NULL UNIQUE,
    merchant_code text NOT NULL DEFAULT '',
    pin text NOT NULL DEFAULT '',
    country text NOT NULL DEFAULT '',
    order_number text NOT NULL DEFAULT '',
    status smallint NOT NULL,
    status_date timestamptz,
    open_date timestamptz,
    confirm_date timestamptz,
    transfer_date timestamptz,
    observed_at timestamptz,
    currency text NOT NULL DEFAULT '',
    amount_ext numeric(18, 2) NOT NULL DEFAULT 0,
    amount_br numeric(18, 2) NOT NULL DEFAULT 0,
    amount_iof numeric(18, 2) NOT NULL DEFAULT 0,
    amount_ext_requested numeric(18, 2),
    currency_rate numeric(18, 4) NOT NULL DEFAULT 0,
    refunded numeric(18, 2) NOT NULL DEFAULT 0,
    due_date text NOT NULL DEFAULT '',
    instalments integer NOT NULL DEFAULT 1,
    payment_type_code text NOT NULL DEFAULT '',
    billing_descriptor text NOT NULL DEFAULT '',
    ts_acquirer text,
    ts_code text,
    ts_description text,
    pre_approved boolean NOT NULL DEFAULT false,
    capture_available boolean,
    redirect_url text NOT NULL DEFAULT '',
    spei_url text NOT NULL DEFAULT '',
    clabe_account text NOT NULL DEFAULT '',
    clabe_reference text NOT NULL DEFAULT '',
    boleto_url text NOT NULL DEFAULT '',
    boleto_barcode text NOT NULL DEFAULT '',
    oxxo_url text NOT NULL DEFAULT '',
    customer_name text NOT NULL DEFAULT '',
    customer_email text NOT NULL DEFAULT '',
    customer_document text NOT NULL DEFAULT '',
    -- At most the first six and last four digits of a card: a whole number cannot be stored here.
    card_first_six text NOT NULL DEFAULT '' CHECK (card_first_six ~ '^[0-9]{0,6}$'),
    card_last_four text NOT NULL DEFAULT '' CHECK (card_last_four ~ '^[0-9]{0,4}$'),
    chargeback text
);
CREATE INDEX payments_by_merchant_code ON directdesk.payments(merchant_code text_pattern_ops, id);
CREATE INDEX payments_by_open_date ON directdesk.payments(open_date, id);
CREATE INDEX payments_by_confirm_date ON directdesk.payments(confirm_date, id);
CREATE INDEX payments_by_status_date ON directdesk.payments(status_date, id);
CREATE INDEX payments_by_status_status_date ON directdesk.payments(status, status_date, id);
CREATE INDEX payments_by_status_confirm_date ON directdesk.payments(status, confirm_date, id);
CREATE INDEX payments_by_status_due_date ON directdesk.payments(status, due_date);
CREATE INDEX payments_by_amount ON directdesk.payments(amount_ext, id);
CREATE INDEX payments_by_name ON directdesk.payments(lower(customer_name) text_pattern_ops);
CREATE INDEX payments_by_email ON directdesk.payments(lower(customer_email) text_pattern_ops);
CREATE INDEX payments_by_document ON directdesk.payments(customer_document text_pattern_ops);
CREATE INDEX payments_totals ON directdesk.payments(currency, status, payment_type_code, country);

CREATE TABLE directdesk.payment_answers(
    payment_id bigint PRIMARY KEY REFERENCES directdesk.payments(id) ON DELETE CASCADE,
    answer text NOT NULL
);

CREATE TABLE directdesk.refunds(
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    payment_id bigint NOT NULL REFERENCES directdesk.payments(id) ON DELETE CASCADE,
    refund_id text NOT NULL DEFAULT '',
    merchant_refund_code text NOT NULL DEFAULT '',
    status smallint NOT NULL,
    request_date timestamptz,
    pending_date timestamptz,
    confirm_date timestamptz,
    cancel_date timestamptz,
    amount numeric(18, 2) NOT NULL DEFAULT 0,
    currency text NOT NULL DEFAULT '',
    description text NOT NULL DEFAULT '',
    bank_info text
);
CREATE INDEX refunds_by_payment ON directdesk.refunds(payment_id, refund_id);
CREATE INDEX refunds_by_merchant_code ON directdesk.refunds(merchant_refund_code);

CREATE TABLE directdesk.payment_groups(
    currency text NOT NULL,
    status smallint NOT NULL,
    payment_type_code text NOT NULL,
    country text NOT NULL,
    count bigint NOT NULL DEFAULT 0,
    amount numeric(20, 2) NOT NULL DEFAULT 0,
    refunded numeric(20, 2) NOT NULL DEFAULT 0,
    PRIMARY KEY(currency, status, payment_type_code, country)
);

CREATE TABLE directdesk.settings(
    key text PRIMARY KEY CHECK (key <> 'connection.integration_key'),
    value text NOT NULL
);

CREATE TABLE directdesk.pending_operations(
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    kind text NOT NULL,
    merchant_code text NOT NULL DEFAULT '',
    payment_hash text NOT NULL DEFAULT '',
    parameters text NOT NULL DEFAULT '{}',
    state smallint NOT NULL,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
);
CREATE INDEX pending_operations_by_state ON directdesk.pending_operations(state);

CREATE TABLE directdesk.import_queue(
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    code_kind smallint NOT NULL,
    code text NOT NULL,
    source text NOT NULL DEFAULT '',
    queued_at timestamptz NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    last_error text NOT NULL DEFAULT '',
    state smallint NOT NULL DEFAULT 0,
    not_found integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz,
    UNIQUE(code_kind, code)
);
CREATE INDEX import_queue_by_due ON directdesk.import_queue(state, next_attempt_at);

CREATE TABLE directdesk.operators(
    login text PRIMARY KEY,
    name text NOT NULL UNIQUE,
    role smallint NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE directdesk.refund_approvals(
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    payment_hash text NOT NULL,
    amount numeric(18, 2) NOT NULL,
    currency text NOT NULL,
    description text NOT NULL DEFAULT '',
    merchant_refund_code text NOT NULL,
    bank_info text,
    requested_by text NOT NULL,
    requested_at timestamptz NOT NULL,
    state smallint NOT NULL,
    decided_by text NOT NULL DEFAULT '',
    decided_at timestamptz,
    reason text NOT NULL DEFAULT '',
    outcome text NOT NULL DEFAULT ''
);
CREATE INDEX refund_approvals_by_state ON directdesk.refund_approvals(state);

-- Append-only, as in the vault: no role, the owner included, changes or deletes a row.
CREATE TABLE directdesk.audit_trail(
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at timestamptz NOT NULL,
    actor text NOT NULL,
    action text NOT NULL,
    parameters text NOT NULL DEFAULT '{}',
    result text NOT NULL DEFAULT '',
    chain_hash bytea
);
CREATE INDEX audit_trail_by_actor ON directdesk.audit_trail(actor, id);
CREATE INDEX audit_trail_by_at ON directdesk.audit_trail(at);
CREATE FUNCTION directdesk.refuse_audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the audit trail is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER audit_trail_no_update BEFORE UPDATE OR DELETE ON directdesk.audit_trail
    FOR EACH ROW EXECUTE FUNCTION directdesk.refuse_audit_change();
CREATE TRIGGER audit_trail_no_truncate BEFORE TRUNCATE ON directdesk.audit_trail
    FOR EACH STATEMENT EXECUTE FUNCTION directdesk.refuse_audit_change();
CREATE TABLE directdesk.audit_head(
    id integer PRIMARY KEY CHECK (id = 1),
    first_chained_id bigint NOT NULL,
    last_id bigint NOT NULL,
    row_count bigint NOT NULL,
    hash bytea NOT NULL
);

DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'directdesk_finance') THEN
        CREATE ROLE directdesk_finance NOLOGIN;
    END IF;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'directdesk_support') THEN
        CREATE ROLE directdesk_support NOLOGIN;
    END IF;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'directdesk_manager') THEN
        CREATE ROLE directdesk_manager NOLOGIN;
    END IF;
END $$;
GRANT USAGE ON SCHEMA directdesk TO directdesk_finance, directdesk_support, directdesk_manager;
GRANT SELECT ON ALL TABLES IN SCHEMA directdesk TO directdesk_finance, directdesk_support, directdesk_manager;
)sql";

// The steps from an empty database: the baseline at version 10, then one per later version, each
// written when the vault's schema moves to that version too. A step's scripts run in order, in the
// step's transaction.
struct Step
{
    int version;
    QList<const char *> scripts;
};

QList<Step> steps()
{
    return {{10, {Baseline, OperatorFunctionsSql, StoreAccessSql}},
            {11, {ImportSql, ChangeFeedSql}},
            {12, {ActionRequestSql}},
            {13, {CreateRequestSql, BulkWriteSql, ReadPathSql, ApprovalSql, ReconcileRunSql,
                  ImportQueueChangesSql}},
            {14, {SearchTextSql}},
            {15, {FourEyesSql, GatewayLimitSql}},
            {16, {OneWaitingRefundSql}}};
}

std::optional<PgError> runStep(PgConnection &connection, const Step &step)
{
    for (const char *script : step.scripts) {
        if (auto problem = connection.runScript(script))
            return problem;
    }
    auto recorded = connection.exec("INSERT INTO directdesk.schema_version(version) VALUES ($1)",
                                    {QByteArray::number(step.version)});
    return recorded ? std::nullopt : std::optional<PgError>(recorded.error());
}

} // namespace

Result<Inspection, PgError> inspect(PgConnection &connection)
{
    auto found = connection.exec("SELECT to_regclass('directdesk.schema_version') IS NOT NULL, "
                                 "EXISTS (SELECT FROM pg_namespace WHERE nspname = 'directdesk')");
    if (!found)
        return found.error();
    const bool hasVersions = found->bytes(0, 0) == "t";
    const bool hasSchema = found->bytes(0, 1) == "t";
    if (!hasSchema)
        return Inspection{State::Empty, 0};
    if (!hasVersions)
        return Inspection{State::Foreign, 0};
    auto marked = connection.exec("SELECT (SELECT value FROM directdesk.directdesk_meta WHERE key = 'application'), "
                                  "(SELECT COALESCE(MAX(version), 0) FROM directdesk.schema_version)");
    if (!marked)
        return marked.error();
    if (marked->bytes(0, 0) != Application)
        return Inspection{State::Foreign, 0};
    const int version = marked->text(0, 1).toInt();
    const State state = version > CurrentVersion ? State::Newer : version == CurrentVersion ? State::Current : State::Older;
    return Inspection{state, version};
}

QString versionProblem(const Inspection &inspection)
{
    switch (inspection.state) {
    case State::Current:
        return {};
    case State::Empty:
        return Text::tr("The team server has no DirectDesk tables yet: the administrator runs "
                        "\"directdesk-cli team init\" first.");
    case State::Older:
        return Text::tr("The team server's tables are at version %1 and this DirectDesk needs %2: the administrator "
                        "runs \"directdesk-cli team migrate\".")
            .arg(inspection.version)
            .arg(CurrentVersion);
    case State::Newer:
        return Text::tr("The team server's tables are at version %1, newer than this DirectDesk understands (%2): "
                        "install the DirectDesk version the team uses.")
            .arg(inspection.version)
            .arg(CurrentVersion);
    case State::Foreign:
        return Text::tr("The database has a schema named \"directdesk\" that DirectDesk did not create: choose "
                        "another database.");
    }
    return {};
}

std::optional<PgError> migrate(PgConnection &connection, int toVersion)
{
    for (const Step &step : steps()) {
        if (step.version > toVersion)
            break;
        if (auto begun = connection.runScript("BEGIN"))
            return begun;
        // Two administrators migrating at once: the second waits here, then finds the step done.
        auto locked = connection.exec("SELECT pg_advisory_xact_lock(hashtext('directdesk.schema'))");
        auto inspection = locked ? inspect(connection) : Result<Inspection, PgError>(locked.error());
        std::optional<PgError> problem;
        if (!inspection) {
            problem = inspection.error();
        } else if (inspection->state == State::Newer || inspection->state == State::Foreign) {
            problem = PgError{PgError::Kind::Refused, versionProblem(*inspection), {}};
        } else if (inspection->version < step.version) {
            problem = runStep(connection, step);
        }
        if (problem) {
            connection.runScript("ROLLBACK");
            return problem;
        }
        if (auto committed = connection.runScript("COMMIT"))
            return committed;
    }
    return std::nullopt;
}

} // namespace dd::server::TeamSchema
